import { secureHeaders } from "hono/secure-headers";

// The same protective headers on every answer: pages, API JSON, PDFs and static files.
//
// The pages run only the app's own bundled scripts: the sole inline <script> elements are JSON-LD
// data blocks, which browsers never execute and CSP does not govern (the prerender step refuses any
// other kind, so nothing inline ever needs a hash or 'unsafe-inline'). Styles allow inline because
// prerendered markup carries style attributes and Radix UI positions popovers with inline styles.

export interface SecurityHeaderSettings {
  /** BASE_URL: HSTS is sent only when the site is served over https. */
  baseUrl: string;
  /** Where images come from besides this origin (a build's VITE_IMAGE_BASE_URL on another host). */
  imageOrigins?: string[];
}

export function securityHeaders({ baseUrl, imageOrigins = [] }: SecurityHeaderSettings) {
  const https = baseUrl.startsWith("https://");
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...imageOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
    xFrameOptions: "DENY",
    // Share links carry their token in the path: other sites see only our origin.
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      browsingTopics: [],
      // The share sheet and "Link copied!" (docs/product/sharing.md) are ours only.
      webShare: ["self"],
      clipboardWrite: ["self"],
    },
    // Images and fonts here are for our own pages; no other site should embed them.
    crossOriginResourcePolicy: "same-origin",
    crossOriginOpenerPolicy: "same-origin",
  });
}
