import { Clock, HelpCircle, type LucideIcon, Mail } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { BRAND, SUPPORT_EMAIL } from "../../../../content/site";
import { PageHero } from "../../components/content/page-hero";
import { buttonVariants } from "../../components/ui/button";
import { useHead } from "../../lib/head";
import { SITE_PAGES } from "../../site-pages";
import { ContactForm } from "./contact-form";

export const head = SITE_PAGES.contact.head;

function HelpCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-muted p-6">
      <h2 className="flex items-center gap-2 font-semibold">
        <Icon className="size-5 text-primary" aria-hidden /> {title}
      </h2>
      {children}
    </div>
  );
}

export default function ContactPage() {
  useHead(head);
  return (
    <>
      <PageHero eyebrow="Contact" title="We read every message">
        <p>Questions about your plan, a problem with the site, or an idea for {BRAND}: write to us below.</p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[1fr_320px]">
        <section aria-labelledby="form-title" className="rounded-2xl border p-6 sm:p-8">
          <h2 id="form-title" className="mb-6 text-2xl font-bold">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <aside className="space-y-6" aria-label="Other ways to get help">
          <HelpCard icon={Mail} title="E-mail">
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="mt-2 block font-medium text-primary underline-offset-4 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
          </HelpCard>
          <HelpCard icon={Clock} title="Response times">
            <p className="mt-2 text-sm text-muted-foreground">
              Every message is acknowledged within 24–48 hours, and we aim to reply to contact-form messages
              within a day. Account deletion requests are processed within 24–48 hours.
            </p>
          </HelpCard>
          <HelpCard icon={HelpCircle} title="Quick answers">
            <p className="mt-2 text-sm text-muted-foreground">
              Many questions are already answered in our FAQ.
            </p>
            <Link href="/faq" className={buttonVariants({ variant: "outline", className: "mt-4" })}>
              Browse the FAQ
            </Link>
          </HelpCard>
        </aside>
      </div>
    </>
  );
}
