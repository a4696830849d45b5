import { Quote, Star } from "lucide-react";
import { TESTIMONIALS, TESTIMONIALS_NOTE } from "../../../../content/testimonials";

/** Three stories, labelled as illustrations, not collected reviews (docs/product/brand-and-figures.md). */
export function TestimonialsSection({ title = "Built for people like you" }: { title?: string }) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-muted py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-sm text-muted-foreground">
          {TESTIMONIALS_NOTE}
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="flex flex-col rounded-xl bg-background p-6 shadow-sm">
              <Quote className="size-6 text-primary" aria-hidden />
              <figure className="mt-3 flex flex-1 flex-col">
                <blockquote className="flex-1 text-sm leading-relaxed">{t.content}</blockquote>
                <figcaption className="mt-4 border-t pt-4">
                  <span className="block font-semibold">{t.name}</span>
                  <span className="block text-sm text-muted-foreground">{t.role}</span>
                  <span className="mt-2 flex gap-0.5" role="img" aria-label={`${t.rating} out of 5 stars`}>
                    {[1, 2, 3, 4, 5].map((n) => (
                      <Star
                        key={n}
                        className={
                          n <= t.rating ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-border"
                        }
                        aria-hidden
                      />
                    ))}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
