import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { BLOG_NOT_FOUND_PATH } from "../../content/blog/catalogue";
import { App } from "./app";
import { notFoundHead } from "./features/marketing/not-found-page";
import { headTags, type PageHead } from "./lib/head";
import { preloadRoute, prerenderPaths, routeHead, SHELL_ROUTES } from "./routes";

export interface PrerenderedPage {
  path: string;
  html: string;
  head: string;
  /** Listed in /sitemap.xml. */
  indexable: boolean;
}

function render(path: string, head: PageHead, baseUrl: string): PrerenderedPage {
  const html = renderToString(
    <StrictMode>
      <App ssrPath={path} />
    </StrictMode>,
  );
  return { path, html, head: headTags(head, baseUrl), indexable: !head.noindex };
}

/** Every page the build writes: public routes, client shells and the not-found page. */
export async function prerenderAll(baseUrl: string) {
  const paths = prerenderPaths();
  for (const path of paths) await preloadRoute(path);
  await preloadRoute(BLOG_NOT_FOUND_PATH);
  return {
    pages: paths.map((path) => render(path, routeHead(path), baseUrl)),
    /** Served with status 404 for any /blog/… path that is not an article. */
    blogNotFound: render(BLOG_NOT_FOUND_PATH, routeHead(BLOG_NOT_FOUND_PATH), baseUrl),
    shells: SHELL_ROUTES.map((r) => render(r.path, r.head, baseUrl)),
    notFound: render("/404-not-found", notFoundHead, baseUrl),
  };
}
