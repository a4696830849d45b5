import { useEffect } from "react";

// wouter changes the address with history.pushState and leaves the scroll position alone, so a page
// opened from the footer started where the last page had been scrolled to, and the browser's own
// restoration on Back ran before the page it returned to had rendered. This takes both over: each
// history entry gets a key in history.state and its last position is kept under that key (in
// sessionStorage, so a reload keeps it too). A new page opens at its top, or at its #anchor once that
// has rendered; Back and Forward put the page where it was, waiting for it to grow tall enough.
// wouter announces its pushState and replaceState calls as window events of those names.

const STORE = "nutriweek:scroll";
/** How long to wait for a lazy page or its data before giving up on an old position or an anchor. */
const SETTLE_MS = 3000;

type KeyedState = { scrollKey?: string } | null;

/** The entry's key, giving it one (in place, keeping its state) if it has none. */
function stamp(key = `k${Math.random().toString(36).slice(2)}`): string {
  const state = history.state as KeyedState;
  if (state?.scrollKey) return state.scrollKey;
  if (state === null || typeof state === "object") history.replaceState({ ...state, scrollKey: key }, "");
  return key;
}

const toTop = (top: number) => () => {
  window.scrollTo({ top, behavior: "instant" });
  return Math.abs(scrollY - top) < 1;
};
const toAnchor = (hash: string) => () => {
  const el = document.getElementById(decodeURIComponent(hash.slice(1)));
  el?.scrollIntoView({ behavior: "instant" });
  return el !== null;
};

export function ScrollManager() {
  useEffect(() => {
    history.scrollRestoration = "manual";
    let saved: Record<string, number> = {};
    try {
      saved = JSON.parse(sessionStorage.getItem(STORE) ?? "{}") as Record<string, number>;
    } catch {
      // Nothing kept, or storage refused: positions are kept for this page's life only.
    }
    let current = stamp();
    let url = new URL(location.href);
    let frame = 0;

    const persist = () => {
      try {
        sessionStorage.setItem(STORE, JSON.stringify(saved));
      } catch {
        // As above.
      }
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    /** Tries `arrive` each frame (after React has rendered) until it succeeds or time runs out. */
    const settle = (arrive: () => boolean) => {
      stop();
      const until = performance.now() + SETTLE_MS;
      const step = () => {
        frame = !arrive() && performance.now() < until ? requestAnimationFrame(step) : 0;
      };
      frame = requestAnimationFrame(step);
    };
    const arrive = (top: number | undefined) => {
      if (top !== undefined) settle(toTop(top));
      else if (url.hash) settle(toAnchor(url.hash));
    };
    const leave = () => {
      stop();
      saved[current] = scrollY;
    };

    const onPush = () => {
      leave();
      const from = url;
      url = new URL(location.href);
      current = stamp();
      // A change of query alone (a filter) keeps the place; a new page starts at its top or anchor.
      if (url.hash) arrive(undefined);
      else if (url.pathname !== from.pathname || url.search === from.search) arrive(0);
      persist();
    };
    const onPop = () => {
      leave();
      url = new URL(location.href);
      current = stamp();
      arrive(saved[current]);
      persist();
    };
    const onReplace = () => {
      const from = url;
      url = new URL(location.href);
      // A replace without our key (wouter's navigate passes null) is still this entry.
      if (!(history.state as KeyedState)?.scrollKey) stamp(current);
      if (url.pathname !== from.pathname) arrive(0);
    };
    const onScroll = () => {
      if (!frame) saved[current] = scrollY;
    };

    const listeners: [string, () => void][] = [
      ["pushState", onPush],
      ["popstate", onPop],
      ["replaceState", onReplace],
      ["scroll", onScroll],
      ["pagehide", persist],
      // A person who scrolls, taps or types while a page is settling has taken over.
      ["wheel", stop],
      ["pointerdown", stop],
      ["keydown", stop],
    ];
    for (const [type, fn] of listeners) addEventListener(type, fn, { passive: true });
    // A reload returns to where this entry was left; a first visit to an address with #anchor, to it.
    arrive(saved[current]);
    return () => {
      stop();
      for (const [type, fn] of listeners) removeEventListener(type, fn);
    };
  }, []);
  return null;
}
