import { Link } from "wouter";
import { BRAND, SUPPORT_EMAIL } from "../../../../content/site";
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
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        © {BRAND}. Meal plans are general guidance, not medical advice.
      </p>
    </footer>
  );
}
