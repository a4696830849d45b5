import { lt } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { mailOutbox } from "../db/schema";
import { errorFields, type Logger } from "../http/logger";
import type { MailMessage } from "./mail-messages";

// Every e-mail the app sends goes through here (docs/product/account.md). With SMTP_URL it goes out
// over SMTP; without, it is kept in the mail_outbox table for the operator (`npm run mail:outbox`).
// Nothing fails silently: a message the SMTP server refuses is logged, kept in the outbox too, and
// the caller is told (MailNotSent). Log lines never name the recipient.

/** Kept messages older than this are removed as new ones are kept: they hold addresses and links. */
export const OUTBOX_KEEP_DAYS = 30;

export type MailOutcome = "sent" | "kept";

/** The SMTP server did not take the message (it is in the outbox, and the failure is logged). */
export class MailNotSent extends Error {
  constructor() {
    super("The e-mail could not be sent");
    this.name = "MailNotSent";
  }
}

export interface Mailer {
  /** Resolves once the message is sent or kept; rejects with MailNotSent when SMTP refused it. */
  send(message: MailMessage): Promise<MailOutcome>;
}

export function createMailer(config: Config, database: Database, logger: Logger): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        // Someone waits for the answer (a change of e-mail): a mail server that does not answer is
        // reported within seconds rather than minutes.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;

  const keep = async (message: MailMessage, reason: "no_smtp" | "send_failed") => {
    const { db } = database;
    await db
      .delete(mailOutbox)
      .where(lt(mailOutbox.createdAt, new Date(Date.now() - OUTBOX_KEEP_DAYS * 86_400_000)));
    await db.insert(mailOutbox).values({
      userId: message.userId ?? null,
      kind: message.kind,
      reason,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
    });
  };

  return {
    async send(message) {
      if (!transport) {
        await keep(message, "no_smtp");
        logger.info("mail kept in the outbox (no SMTP_URL); read it with npm run mail:outbox", {
          kind: message.kind,
          recipient: "[redacted]",
        });
        return "kept";
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        logger.info("mail sent", { kind: message.kind });
        return "sent";
      } catch (err) {
        // The SMTP server's reply can quote the recipient: only its code and our redacted text go out.
        logger.error("mail not sent", { kind: message.kind, smtpCode: smtpCode(err), ...errorFields(err) });
        await keep(message, "send_failed").catch((keepErr: unknown) =>
          logger.error("mail not kept in the outbox either", { kind: message.kind, ...errorFields(keepErr) }),
        );
        throw new MailNotSent();
      }
    },
  };
}

function smtpCode(err: unknown): string | undefined {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  return (
    [code, responseCode].filter((v) => typeof v === "string" || typeof v === "number").join(" ") || undefined
  );
}
