import type * as React from "react";

/** The closing call-to-action band of an inner page. */
export function CtaBand({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <section className="bg-primary py-14 text-primary-foreground">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 text-center">
        <h2 className="text-3xl font-bold">{title}</h2>
        <p className="text-lg opacity-90">{text}</p>
        <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
