import { parseArgs } from "node:util";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/database";
import { listOutbox } from "../src/server/mail/outbox";

// `npm run mail:outbox [-- --limit N] [-- --json]`: the newest e-mails the server kept instead of
// sending (docs/product/account.md): all of them while SMTP_URL is not set, and any the SMTP server
// refused. Reset links in them work for an hour. Reads the database the server uses (DATABASE_URL,
// else the embedded one in DATA_DIR — stop the server first in that case: one user at a time).

const { values } = parseArgs({
  options: { limit: { type: "string", default: "20" }, json: { type: "boolean", default: false } },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error("--limit must be a whole number of at least 1");
  process.exit(1);
}

const REASONS: Record<string, string> = {
  no_smtp: "kept: no SMTP_URL",
  send_failed: "kept: the SMTP server refused it",
};

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const messages = await listOutbox(database.db, limit);
  if (values.json) console.log(JSON.stringify(messages, null, 2));
  else if (messages.length === 0) console.log("The outbox is empty.");
  else {
    for (const m of messages) {
      console.log(
        `— ${m.createdAt.toISOString()}  to ${m.recipient}  [${m.kind}; ${REASONS[m.reason] ?? m.reason}]`,
      );
      console.log(`  Subject: ${m.subject}`);
      for (const line of m.body.split("\n")) console.log(`  ${line}`);
      console.log();
    }
    console.log(`${messages.length} message${messages.length === 1 ? "" : "s"} (newest first).`);
  }
} finally {
  await database.close();
}
