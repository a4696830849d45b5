import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { GOOGLE_TEST_CLIENT, startOidcProvider } from "./oidc-provider";

// Starts the production build on a free port with its own data folder, once for all browser tests.

const root = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(root, "dist/server/main.js"))) {
    throw new Error("Browser tests need the production build: run `npm run build` first.");
  }
  const oidc = await startOidcProvider();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "nw-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = "";
  const server = spawn(process.execPath, [path.join(root, "dist/server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
      GOOGLE_ISSUER_URL: oidc.issuerUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (d) => {
    log += d;
  });
  server.stderr?.on("data", (d) => {
    log += d;
  });
  await waitForHealth(baseUrl, server, () => log);
  project.provide("baseUrl", baseUrl);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await oidc.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
