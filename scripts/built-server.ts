import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// Starts the production build (`npm run build`) on a free loopback port with a data folder of its own:
// for the browser tests and the benches.

const root = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const a = srv.address();
  await new Promise((r) => srv.close(r));
  return typeof a === "object" && a ? a.port : 0;
}

export interface BuiltServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const main = path.join(root, "dist/server/main.js");
  if (!existsSync(main)) throw new Error("This needs the production build: run `npm run build` first.");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "nw-built-"));
  const server: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error("The server exited before it was ready");
    if (Date.now() > deadline) throw new Error("The server did not start within 60 s");
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
