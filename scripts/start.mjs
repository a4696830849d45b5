// `npm start`: build when the build is missing or older than the sources, then serve it.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "dist/.build-stamp");
const sources = ["src", "content", "drizzle", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (!existsSync(path.join(root, "dist/server/main.js")) || changedAt > builtAt) {
  console.log("Building NutriWeek (first start or sources changed)…");
  execFileSync(
    process.execPath,
    ["--import", "./scripts/text-modules/register.mjs", path.join(root, "scripts/build.ts")],
    {
      stdio: "inherit",
      cwd: root,
    },
  );
  writeFileSync(stamp, new Date().toISOString());
}

const server = spawn(process.execPath, ["--enable-source-maps", path.join(root, "dist/server/main.js")], {
  stdio: "inherit",
  cwd: root,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
