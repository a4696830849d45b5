import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startBuiltServer } from "../../scripts/built-server";
import { startMailCatcher } from "./mail-catcher";
import { GOOGLE_TEST_CLIENT, startOidcProvider } from "./oidc-provider";

// Starts the production build on a free port with its own data folder, once for all browser tests.

export default async function setup(project: TestProject) {
  const oidc = await startOidcProvider();
  // E-mail goes to a real SMTP server that writes each message to a folder the tests read.
  const mailDir = mkdtempSync(path.join(tmpdir(), "nw-mail-"));
  const mail = await startMailCatcher(mailDir);
  const server = await startBuiltServer({
    // Each browser sends an address of its own in X-Forwarded-For (browser.ts), so the per-address
    // limits (ten sign-ins a minute, counted until a minute passes without one) hold per test file, as
    // for separate visitors, instead of adding up over the whole suite from 127.0.0.1.
    TRUST_PROXY: "1",
    GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
    GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
    GOOGLE_ISSUER_URL: oidc.issuerUrl,
    SMTP_URL: mail.url,
    MAIL_FROM: "NutriWeek <hello@nutriweek.test>",
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("mailDir", mailDir);

  return async () => {
    await server.stop();
    await oidc.stop();
    await mail.stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where the e-mail the server sends is written (mail-catcher.ts). */
    mailDir: string;
  }
}
