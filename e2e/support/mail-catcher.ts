import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/built-server";

// A real SMTP server on a free loopback port that keeps what it receives, for the tests of e-mail
// (test/account-api.test.ts, e2e/account.e2e.ts). With `dir`, each message is also written there as
// JSON, so browser tests in other processes can read what the app sent.

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

export interface MailCatcher {
  /** For SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** Waits for a message to `to` beyond the `seen` ones already read (0: the first). */
  waitFor(to: string, seen?: number): Promise<CaughtMail>;
  /** Refuses every message from now on (a mail server that is down or full). */
  refuse(on: boolean): void;
  stop(): Promise<void>;
}

/** The body as text: nodemailer sends non-ASCII text as quoted-printable. */
function decodeBody(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const subject = header("Subject");
  if (!/quoted-printable/i.test(header("Content-Transfer-Encoding"))) return { subject, text: body };
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return { subject, text: Buffer.from(bytes, "latin1").toString("utf8") };
}

export async function startMailCatcher(dir?: string): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  let refusing = false;
  if (dir) mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) return callback(new Error("Mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...decodeBody(Buffer.concat(chunks).toString("latin1")),
        };
        messages.push(mail);
        if (dir) writeFileSync(path.join(dir, `${Date.now()}-${messages.length}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (to, seen = 0) => waitForMail(() => messages, to, seen),
    refuse(on) {
      refusing = on;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Messages a catcher in another process wrote to `dir`. */
export function readCaughtMail(dir: string): CaughtMail[] {
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as CaughtMail);
}

export async function waitForMail(
  read: () => CaughtMail[],
  to: string,
  seen = 0,
  timeoutMs = 10_000,
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = read().filter((m) => m.to.includes(to.toLowerCase()))[seen];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The reset page's token from a reset e-mail. */
export function resetTokenFrom(mail: CaughtMail): string {
  const link = /https?:\/\/\S+\/reset-password\?token=([^\s&]+)/.exec(mail.text);
  if (!link?.[1]) throw new Error("The e-mail holds no reset link");
  return decodeURIComponent(link[1]);
}
