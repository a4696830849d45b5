import { Link } from "wouter";
import { BRAND, SUPPORT_EMAIL } from "../../../../content/site";
import { siteOrigin } from "../../lib/site-origin";
import { BrandMark } from "./brand-mark";
import { FOOTER_COLUMNS } from "./nav-links";

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <BrandMark />
          <p className="text-sm text-muted-foreground">
            Personal 7-day meal plans built from your profile and your goal, with shopping lists and nutrition
            facts.
          </p>
          <a
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {SUPPORT_EMAIL}
          </a>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="mb-3 text-sm font-semibold">{col.title}</h2>
            <ul className="space-y-2">
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className="text-sm text-muted-foreground hover:text-foreground">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-4 sm:flex-row">
          <p className="text-xs text-muted-foreground">
            © {BRAND}. Meal plans are general guidance, not medical advice.
          </p>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}

/** Social links: share the site on each network (we run no accounts there to point at). */
function SocialLinks() {
  const url = `${siteOrigin()}/`;
  const text = `${BRAND}: a personalised 7-day meal plan from your profile and goal`;
  const links = [
    { label: "X", href: `https://x.com/intent/post?url=${url}&text=${encodeURIComponent(text)}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} `)}${url}` },
  ];
  return (
    <nav aria-label={`Share ${BRAND}`}>
      <ul className="flex flex-wrap items-center gap-2 text-xs">
        <li className="text-muted-foreground">Share:</li>
        {links.map((l) => (
          <li key={l.label}>
            <a
              href={l.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-8 items-center rounded-full border bg-background px-3 font-medium hover:bg-accent"
            >
              {l.label}
              <span className="sr-only"> (share {BRAND}, opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
