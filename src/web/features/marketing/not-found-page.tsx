import { Link } from "wouter";
import { BRAND } from "../../../../content/site";
import { buttonVariants } from "../../components/ui/button";
import { type PageHead, useHead } from "../../lib/head";

export const notFoundHead: PageHead = {
  title: `Page not found | ${BRAND}`,
  description: "The page you asked for does not exist.",
  path: "/404",
  noindex: true,
};

export function NotFoundPage() {
  useHead(notFoundHead);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">
        The address may be mistyped, or the page has moved. Everything else is still where you left it.
      </p>
      <Link href="/" className={buttonVariants()}>
        Back to the home page
      </Link>
    </section>
  );
}
