import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { preloadRoute } from "./routes";
import "./styles.css";

// The site's Content-Security-Policy forbids eval. Zod would otherwise probe for it with
// `new Function` on its first parse: refused and caught, but reported as a CSP violation. This is the
// object z.config() writes to; setting it before zod loads keeps zod (4 KB) out of the landing page.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages hydrate once their page chunk is loaded; the dev server's empty template renders
// from scratch.
if (container.firstElementChild) {
  preloadRoute(window.location.pathname).then(() => hydrateRoot(container, app));
} else createRoot(container).render(app);
