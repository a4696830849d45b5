import { type ComponentType, lazy } from "react";
import type { PageHead } from "./head";

/** A page module: its component, and optionally its head and what else it must load for a path. */
export interface PageModule {
  default: ComponentType;
  /** The page's head, or a function giving the head of one of its paths (undefined: no such page). */
  head?: PageHead | ((path: string) => PageHead | undefined);
  /** Loads what the page at `path` needs beyond its own chunk (e.g. one article's text). */
  preload?: (path: string) => Promise<void>;
}

/**
 * A page loaded as its own chunk that can be loaded *before* it renders. The prerender and the client's
 * hydration call `preload(path)` for the page at hand first, so the page renders synchronously and the
 * prerendered HTML hydrates without a suspended lazy component (React error #419); client-side
 * navigation to a page not yet loaded falls back to `React.lazy` and a Suspense boundary.
 */
export interface LazyPage {
  (): React.JSX.Element;
  preload(path: string): Promise<void>;
  /** The head of `path`, once preloaded. */
  head(path: string): PageHead | undefined;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page at module level, never during render.
  const Page = () => {
    const Loaded = loaded?.default;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  Page.preload = async (path: string) => {
    loaded ??= await load();
    await loaded.preload?.(path);
  };
  Page.head = (path: string) => (typeof loaded?.head === "function" ? loaded.head(path) : loaded?.head);
  return Page;
}
