import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "./built-server";

// The server from its TypeScript sources in a process of its own, as production runs it: for tests
// and scripts that need real processes (the data-folder lock, `npm run test:faults`).

const root = path.resolve(import.meta.dirname, "..");

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** Everything the process wrote to stderr and stdout so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Resolves once /api/health answers at all (200 or 503), rejects if the process ends first. */
  ready(timeoutMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The engine's library (.csv, .yaml) loads as text modules, as in every script (scripts/text-modules).
  const register = path.join(root, "scripts/text-modules/register.mjs");
  const child = spawn(process.execPath, ["--import", register, path.join(root, "src/server/main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      PLAN_WORKERS: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const ready = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (ended) throw new Error(`The server exited before it was ready:\n${out}`);
      if (Date.now() > deadline) throw new Error(`The server did not start within ${timeoutMs} ms`);
      const answered = await fetch(`${baseUrl}/api/health`).then(
        () => true,
        () => false,
      );
      if (answered) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  return {
    child,
    pid: child.pid ?? 0,
    baseUrl,
    output: () => out,
    exited,
    ready,
    stop: (signal = "SIGTERM") => {
      if (!ended) child.kill(signal);
      return exited;
    },
  };
}
