import type * as React from "react";
import { cn } from "../../lib/utils";

/** A native radio or checkbox drawn as a card: large touch target, full keyboard support. */
export function ChoiceCard({
  type,
  checked,
  label,
  description,
  className,
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & {
  type: "radio" | "checkbox";
  label: string;
  description?: string;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
        checked ? "border-primary bg-accent" : "hover:bg-muted",
        className,
      )}
    >
      <input
        type={type}
        checked={checked}
        className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
        {...props}
      />
      <span className="grid gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        {description ? <span className="text-xs text-muted-foreground">{description}</span> : null}
      </span>
    </label>
  );
}

export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "flex h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
