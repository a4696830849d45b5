import type * as React from "react";

/** The heading band every inner page opens with. */
export function PageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
