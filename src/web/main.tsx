import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { preloadRoute } from "./routes";
import "./styles.css";

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
