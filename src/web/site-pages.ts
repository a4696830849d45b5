import cookies from "../../content/legal/cookies.md?meta";
import disclaimer from "../../content/legal/disclaimer.md?meta";
import dmca from "../../content/legal/dmca.md?meta";
import privacy from "../../content/legal/privacy.md?meta";
import terms from "../../content/legal/terms.md?meta";
import type { MarkdownMeta, PageMeta } from "../../content/markdown-collections";
import { BRAND } from "../../content/site";
import { breadcrumbs, type PageHead } from "./lib/head";

// Every public page's name, sitemap category and head, as data: the routes, the /sitemap page and the
// breadcrumbs all read this one list, and it imports no page code (pages are chunks of their own).

export type SiteCategory = "Main pages" | "Your account" | "Blog" | "Help and support" | "Company" | "Legal";

export interface SitePage {
  path: string;
  /** Short name, as in navigation and breadcrumbs. */
  name: string;
  category: SiteCategory;
  head: PageHead;
}

function page(
  path: string,
  name: string,
  category: SiteCategory,
  title: string,
  description: string,
): SitePage {
  return { path, name, category, head: { title, description, path, jsonLd: breadcrumbs([{ name, path }]) } };
}

/** Legal pages take their title and description from their Markdown front matter. */
function legal(path: string, name: string, doc: MarkdownMeta): SitePage {
  const meta = doc.meta as PageMeta;
  return page(path, name, "Legal", `${meta.title} | ${BRAND}`, meta.description);
}

export const SITE_PAGES = {
  features: page(
    "/features",
    "Features",
    "Main pages",
    `Features — What Every ${BRAND} Plan Includes`,
    `Targets from your profile, recipes with computed nutrition, eight cuisines, health-condition rules, a PDF with a shopping list and sharing: what ${BRAND} does.`,
  ),
  howItWorks: page(
    "/how-it-works",
    "How It Works",
    "Main pages",
    `How It Works — From Profile to 7-Day Plan | ${BRAND}`,
    "Six steps from your profile to a week of meals: set preferences, let the planning engine build your week, download it, share it and regenerate as you change.",
  ),
  pricing: page(
    "/pricing",
    "Pricing",
    "Main pages",
    `Pricing — Free, Pro and Premium Plans | ${BRAND}`,
    `Start free with ${BRAND}. Compare Free, Pro at $9.99 a month and Premium at $19.99 a month, with a 14-day free trial and a 30-day money-back guarantee.`,
  ),
  about: page(
    "/about",
    "About",
    "Company",
    `About ${BRAND} — Our Mission, Story and Team`,
    `Why we built ${BRAND}: meal plans that respect your body, your goal and your food culture, with nutrition computed from public food-composition data.`,
  ),
  contact: page(
    "/contact",
    "Contact",
    "Help and support",
    `Contact ${BRAND} — Questions, Support and Feedback`,
    "Send us a question, a problem or an idea. We acknowledge every message within 24–48 hours and reply to contact-form messages within a day.",
  ),
  faq: page(
    "/faq",
    "FAQ",
    "Help and support",
    `Frequently Asked Questions | ${BRAND}`,
    `Answers about getting started, how plans and nutrition targets are worked out, your account, technical problems and pricing at ${BRAND}.`,
  ),
  sitemap: page(
    "/sitemap",
    "Sitemap",
    "Help and support",
    `Sitemap — Every Page on ${BRAND}`,
    `A list of every page on ${BRAND}, grouped by topic, with what you will find on each: product pages, your account, help, company and legal pages.`,
  ),
  privacy: legal("/privacy", "Privacy Policy", privacy),
  terms: legal("/terms", "Terms and Conditions", terms),
  disclaimer: legal("/disclaimer", "Medical Disclaimer", disclaimer),
  dmca: legal("/dmca", "Copyright Policy", dmca),
  cookies: legal("/cookies", "Cookie Policy", cookies),
} satisfies Record<string, SitePage>;

/** Entries of the /sitemap page that are not pages of their own: the account screens and landing sections. */
export const SITEMAP_EXTRAS: { name: string; path: string; category: SiteCategory; description: string }[] = [
  {
    name: "Home",
    path: "/",
    category: "Main pages",
    description: `What ${BRAND} does, how it compares, and the Quick Generator's sample day.`,
  },
  {
    name: "Features on the home page",
    path: "/#features",
    category: "Main pages",
    description: "The six things every plan gives you, in brief.",
  },
  {
    name: "How it works on the home page",
    path: "/#how-it-works",
    category: "Main pages",
    description: "The three steps from sign-up to your week of meals.",
  },
  {
    name: "Sign in or create an account",
    path: "/auth",
    category: "Your account",
    description: "Sign in, or create a free account with your e-mail address.",
  },
  {
    name: "Dashboard",
    path: "/dashboard",
    category: "Your account",
    description: "Your current meal plan, its PDF and share link (signed-in users).",
  },
  {
    name: "Profile setup",
    path: "/dashboard?step=profile",
    category: "Your account",
    description: "The five profile steps: about you, body, lifestyle, health and foods to include.",
  },
  {
    name: "Choose your goal",
    path: "/dashboard?step=goal",
    category: "Your account",
    description: "Pick lose, gain or maintain weight and generate your plan.",
  },
];

export const SITE_CATEGORIES: SiteCategory[] = [
  "Main pages",
  "Your account",
  "Help and support",
  "Company",
  "Legal",
];
