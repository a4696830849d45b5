import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "./use-toast";

// The toast region (Radix Toast, about a fifth of the landing page's script) is loaded once the page
// is idle, or at once when a toast is raised before that: no page needs it to first paint, and the
// landing page's JavaScript budget counts what loads before it.

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Seconds after load by which the region is there even on a page that never goes idle. */
const IDLE_TIMEOUT_MS = 3000;

export function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setWanted(true);
  }, [toasts.length]);
  useEffect(() => {
    const load = () => setWanted(true);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(load, IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
