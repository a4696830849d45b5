import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/database";
import { listContactMessages } from "../src/server/services/contact-service";

// `npm run contact:list [-- --limit N] [-- --json]`: the newest contact-form messages
// (docs/product/contact-messages.md), from the database the server uses (DATABASE_URL, else the embedded one
// in DATA_DIR — stop the server first in that case: the embedded database has one user at a time).

const { values } = parseArgs({
  options: { limit: { type: "string", default: "50" }, json: { type: "boolean", default: false } },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error("--limit must be a whole number of at least 1");
  process.exit(1);
}

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const messages = await listContactMessages(database.db, limit);
  if (values.json) console.log(JSON.stringify(messages, null, 2));
  else if (messages.length === 0) console.log("No contact messages yet.");
  else {
    for (const m of messages) {
      console.log(
        `— ${m.createdAt.toISOString()}  ${m.name} <${m.email}>  [${m.category ?? "uncategorised"}]`,
      );
      console.log(`  Subject: ${m.subject}`);
      for (const line of m.message.split("\n")) console.log(`  ${line}`);
      console.log();
    }
    console.log(`${messages.length} message${messages.length === 1 ? "" : "s"} (newest first).`);
  }
} finally {
  await database.close();
}
