import { Globe2, HeartHandshake, Microscope, UserRound } from "lucide-react";
import { Link } from "wouter";
import { MISSION, TEAM, VALUES } from "../../../../content/about";
import story from "../../../../content/about/story.md";
import { BRAND } from "../../../../content/site";
import { CtaBand } from "../../components/content/cta-band";
import { MarkdownBody } from "../../components/content/markdown-body";
import { PageHero } from "../../components/content/page-hero";
import { buttonVariants } from "../../components/ui/button";
import { useHead } from "../../lib/head";
import { SITE_PAGES } from "../../site-pages";

const VALUE_ICONS = {
  Personalization: UserRound,
  "Cultural Inclusivity": Globe2,
  "Scientific Accuracy": Microscope,
  Accessibility: HeartHandshake,
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join("");

export const head = SITE_PAGES.about.head;

export default function AboutPage() {
  useHead(head);
  return (
    <>
      <PageHero eyebrow={`About ${BRAND}`} title="Healthy eating that still tastes like home">
        <p>{MISSION}</p>
      </PageHero>

      <section aria-labelledby="story-title" className="pb-16">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="story-title" className="text-3xl font-bold">
            Our story
          </h2>
          <MarkdownBody html={story.html} className="prose-site-lg mt-4" />
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-muted py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="values-title" className="text-center text-3xl font-bold">
            What we stand for
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map((v) => {
              const Icon = VALUE_ICONS[v.title];
              return (
                <li key={v.title} className="rounded-xl bg-background p-6 shadow-sm">
                  <Icon className="size-8 text-primary" aria-hidden />
                  <h3 className="mt-4 text-lg font-semibold">{v.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{v.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="team-title" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="team-title" className="text-center text-3xl font-bold">
            The team
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            Dietitians, nutrition scientists and cooks who check the rules, the recipes and the data behind
            every plan.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {TEAM.map((m) => (
              <li key={m.name} className="flex gap-4 rounded-xl border p-6">
                <span
                  className="grid size-12 shrink-0 place-items-center rounded-full bg-accent font-bold text-accent-foreground"
                  aria-hidden
                >
                  {initials(m.name)}
                </span>
                <div>
                  <h3 className="font-semibold">{m.name}</h3>
                  <p className="text-sm font-medium text-primary">{m.role}</p>
                  <p className="mt-2 text-sm text-muted-foreground">{m.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBand title="Plan your week with us" text="Free to start, ready in minutes.">
        <Link href="/dashboard" className={buttonVariants({ size: "lg", variant: "secondary" })}>
          Create my plan
        </Link>
        <Link href="/contact" className={buttonVariants({ size: "lg", variant: "inverse" })}>
          Get in touch
        </Link>
      </CtaBand>
    </>
  );
}
