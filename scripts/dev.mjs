// `npm run dev`: the API server (restarting on change) and the Vite dev server (hot reload) together.
import { spawn } from "node:child_process";

const procs = [
  spawn(
    process.execPath,
    ["--watch", "--import", "./scripts/text-modules/register.mjs", "src/server/main.ts"],
    { stdio: "inherit" },
  ),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
console.log("API on http://localhost:5000, web app with hot reload on http://localhost:5173");
const stop = () => {
  for (const p of procs) p.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const p of procs) p.on("exit", (code) => code && process.exit(code));
