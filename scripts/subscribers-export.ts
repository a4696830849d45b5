import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/database";
import { listSubscribers } from "../src/server/services/subscription-service";

// `npm run subscribers:export > subscribers.csv`: the blog's subscribers as CSV
// (docs/product/blog-subscriptions.md), oldest first, from the database the server uses (with the embedded
// database, stop the server first).

const csvField = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

const config = loadConfig();
const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const rows = await listSubscribers(database.db);
  process.stdout.write("email,subscribed_at\n");
  for (const r of rows) process.stdout.write(`${csvField(r.email)},${r.createdAt.toISOString()}\n`);
  console.error(`${rows.length} subscriber${rows.length === 1 ? "" : "s"}`);
} finally {
  await database.close();
}
