import type * as React from "react";
import { Link, useLocation } from "wouter";

/** After choosing an in-page anchor (docs/product/routes.md), the section is scrolled to after 100 ms. */
export const ANCHOR_SCROLL_DELAY_MS = 100;

export function scrollToAnchor(id: string) {
  window.setTimeout(() => {
    document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, ANCHOR_SCROLL_DELAY_MS);
}

/** A client-side link that also handles "/page#section" anchors. */
export function NavLink({
  href,
  onNavigate,
  className,
  children,
}: {
  href: string;
  onNavigate?: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  const [location, navigate] = useLocation();
  const [path = "/", hash] = href.split("#");
  if (!hash) {
    return (
      <Link href={href} className={className} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        onNavigate?.();
        if (location.toLowerCase() !== path.toLowerCase()) navigate(path);
        window.history.replaceState(window.history.state, "", `${path}#${hash}`);
        scrollToAnchor(hash);
      }}
    >
      {children}
    </a>
  );
}
