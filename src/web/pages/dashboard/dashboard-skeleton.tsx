export function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="h-9 w-2/3 animate-pulse rounded-md bg-muted" />
      <div className="h-5 w-1/3 animate-pulse rounded-md bg-muted" />
      <div className="grid grid-cols-7 gap-1">
        {Array.from({ length: 7 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="h-10 animate-pulse rounded-md bg-muted" />
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="h-56 animate-pulse rounded-xl bg-muted" />
        <div className="h-56 animate-pulse rounded-xl bg-muted" />
      </div>
    </div>
  );
}
