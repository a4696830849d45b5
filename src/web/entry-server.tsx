import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { App } from "./app";
import { notFoundHead } from "./features/marketing/not-found-page";
import { headTags, type PageHead } from "./lib/head";
import { PUBLIC_ROUTES, SHELL_ROUTES } from "./routes";

export interface PrerenderedPage {
  path: string;
  html: string;
  head: string;
}

function render(path: string, head: PageHead, baseUrl: string): PrerenderedPage {
  const html = renderToString(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
  return { path, html, head: headTags(head, baseUrl) };
}

/** Every page the build writes: public routes, client shells and the not-found page. */
export function prerenderAll(baseUrl: string) {
  return {
    pages: PUBLIC_ROUTES.map((r) => render(r.path, r.head, baseUrl)),
    shells: SHELL_ROUTES.map((p) =>
      render(
        p,
        { title: "Dashboard | NutriWeek", description: "Your NutriWeek dashboard.", path: p, noindex: true },
        baseUrl,
      ),
    ),
    notFound: render("/404-not-found", notFoundHead, baseUrl),
  };
}
