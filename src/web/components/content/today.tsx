import { useEffect, useState } from "react";

const format = (d: Date) => d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/**
 * The viewer's current date (docs/product/dates.md). The prerendered HTML cannot know it, so the server
 * render and the first client render show nothing and the date appears once the page has hydrated.
 */
export function Today() {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(format(new Date())), []);
  return (
    <time dateTime={today ? new Date().toISOString().slice(0, 10) : undefined}>{today ?? "\u00a0"}</time>
  );
}
