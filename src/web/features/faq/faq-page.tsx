import {
  ChevronDown,
  CreditCard,
  LifeBuoy,
  Mail,
  Rocket,
  Search,
  SearchX,
  UserCog,
  Utensils,
} from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "wouter";
import { FAQ_CATEGORIES, type FaqCategory } from "../../../../content/faq";
import { SUPPORT_EMAIL } from "../../../../content/site";
import { PageHero } from "../../components/content/page-hero";
import { Button, buttonVariants } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { freeAllowance } from "../../lib/free-allowance";
import { breadcrumbs, type PageHead, useHead } from "../../lib/head";
import { cn } from "../../lib/utils";
import { SITE_PAGES } from "../../site-pages";
import { type FaqMatch, searchFaq } from "./faq-search";

const ICONS = {
  rocket: Rocket,
  utensils: Utensils,
  "user-cog": UserCog,
  "life-buoy": LifeBuoy,
  "credit-card": CreditCard,
};
const COLORS: Record<FaqCategory["color"], string> = {
  green: "bg-green-100 text-green-800",
  orange: "bg-orange-100 text-orange-800",
  blue: "bg-blue-100 text-blue-800",
  violet: "bg-violet-100 text-violet-800",
  amber: "bg-amber-100 text-amber-900",
};

/** FAQPage structured data from the same questions the page shows. */
export const head: PageHead = {
  ...SITE_PAGES.faq.head,
  jsonLd: (origin) => [
    breadcrumbs([{ name: SITE_PAGES.faq.name, path: SITE_PAGES.faq.path }])(origin),
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: FAQ_CATEGORIES.flatMap((c) => c.questions).map((q) => ({
        "@type": "Question",
        name: q.question,
        acceptedAnswer: { "@type": "Answer", text: q.answer(freeAllowance()) },
      })),
    },
  ],
};

const count = (n: number) => `${n} ${n === 1 ? "question" : "questions"}`;

function CategorySection({
  match,
  open,
  onToggle,
}: {
  match: FaqMatch;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const { category, questions } = match;
  const Icon = ICONS[category.icon];
  return (
    <section className="rounded-2xl border" aria-label={category.category}>
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 rounded-2xl p-5 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className={cn("grid size-10 shrink-0 place-items-center rounded-xl", COLORS[category.color])}>
            <Icon className="size-5" aria-hidden />
          </span>
          <span className="flex-1 text-lg font-semibold">{category.category}</span>
          <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
            {count(questions.length)}
          </span>
          <ChevronDown
            className={cn("size-5 shrink-0 transition-transform", open && "rotate-180")}
            aria-hidden
          />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t px-5 pb-2">
        <dl>
          {questions.map((q) => (
            <div key={q.question} className="border-b py-4 last:border-b-0">
              <dt className="font-semibold">{q.question}</dt>
              <dd className="mt-2 text-muted-foreground">{q.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export default function FaqPage() {
  useHead(head);
  const free = freeAllowance();
  const [term, setTerm] = useState("");
  const [expanded, setExpanded] = useState<string[]>([FAQ_CATEGORIES[0]?.category ?? ""]);
  const matches = useMemo(() => searchFaq(FAQ_CATEGORIES, free, term), [free, term]);
  const searching = term.trim() !== "";
  const toggle = (name: string) =>
    setExpanded((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]));

  return (
    <>
      <PageHero eyebrow="Help centre" title="Frequently asked questions">
        <p>Answers about plans, nutrition, your account and pricing.</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              // A search shows every matching category open; clearing it leaves them as they are.
              if (e.target.value.trim()) setExpanded(FAQ_CATEGORIES.map((c) => c.category));
            }}
            placeholder="Search questions and answers"
            aria-label="Search the FAQ"
            className="h-12 pl-10 text-base"
          />
        </div>
        <p className="mt-3 text-sm text-muted-foreground" role="status">
          {searching ? `${count(matches.reduce((n, m) => n + m.questions.length, 0))} found` : ""}
        </p>

        {matches.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed p-8 text-center">
            <SearchX className="mx-auto size-10 text-muted-foreground" aria-hidden />
            <h2 className="mt-3 text-xl font-semibold">No results found</h2>
            <p className="mt-2 text-muted-foreground">
              No questions match “{term.trim()}”. Try other keywords, or browse the categories.
            </p>
            <Button variant="outline" className="mt-5" onClick={() => setTerm("")}>
              Clear search and browse categories
            </Button>
          </div>
        ) : (
          <div className="mt-4 space-y-4">
            {matches.map((m) => (
              <CategorySection
                key={m.category.category}
                match={m}
                open={expanded.includes(m.category.category)}
                onToggle={() => toggle(m.category.category)}
              />
            ))}
          </div>
        )}

        <section aria-labelledby="still-title" className="mt-12 rounded-2xl bg-muted p-5 text-center sm:p-8">
          <h2 id="still-title" className="text-2xl font-bold">
            Still have a question?
          </h2>
          <p className="mt-2 text-muted-foreground">We acknowledge every message within 24–48 hours.</p>
          <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
            <Link href="/contact" className={buttonVariants({ size: "lg" })}>
              Contact us
            </Link>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className={buttonVariants({ size: "lg", variant: "outline" })}
            >
              {/* The whole address fits a 320 px phone: smaller there, without the icon. */}
              <Mail aria-hidden className="hidden sm:block" />
              <span className="text-sm sm:text-base">{SUPPORT_EMAIL}</span>
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
