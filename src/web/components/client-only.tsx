import type * as React from "react";
import { useEffect, useState } from "react";

/**
 * Renders `fallback` on the server and during hydration, then `children`. For screens that depend on
 * the browser (session, lazy chunks) so the prerendered HTML and the first client render match.
 */
export function ClientOnly({ children, fallback }: { children: React.ReactNode; fallback: React.ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children : fallback}</>;
}
