import { useEffect, useState } from "react";

/**
 * How many of a list's `total` items to render: `first` at once, then one more after each frame the
 * browser paints. Rendered together, a day's meal cards and its nutrition table made one frame of
 * style and layout that took 65–70 ms on a phone-speed CPU, after the plan arrived (bench:browser, goal
 * 50 ms); one card a frame keeps each frame small, and the first comes a frame after the day's heading.
 */
export function useRevealed(total: number, first: number): number {
  const [shown, setShown] = useState(() => Math.min(total, first));
  useEffect(() => {
    if (shown >= total) return;
    // After the next frame (requestAnimationFrame runs just before it), in a task of its own.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((n) => Math.min(total, n + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);
  return Math.min(shown, total);
}
