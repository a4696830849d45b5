import { Progress as ProgressPrimitive } from "radix-ui";

/** Progress out of 100 by default. */
export function Progress({ value, label }: { value: number; label: string }) {
  return (
    <ProgressPrimitive.Root
      value={value}
      max={100}
      aria-label={label}
      className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - value}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
