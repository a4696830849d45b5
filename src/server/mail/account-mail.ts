import { AsyncLocalStorage } from "node:async_hooks";
import { AppError } from "../http/app-error";
import { errorFields, type Logger } from "../http/logger";
import { emailChangeMail, passwordResetMail, resetPasswordLink } from "./mail-messages";
import { type Mailer, MailNotSent } from "./mailer";

// Better Auth's e-mail callbacks (src/server/auth/create-auth.ts), sending through the mailer.

interface MailUser {
  id: string;
  email: string;
}

/**
 * A reset link is sent after the answer, which is the same whether or not the address has an account
 * (docs/product/account.md): waiting for the SMTP server only for real accounts would tell them apart
 * by time. A failure is logged and the message kept in the outbox by the mailer.
 */
export function sendPasswordReset(mailer: Mailer, logger: Logger, baseUrl: string) {
  return async ({ user, token }: { user: MailUser; token: string }) => {
    const message = passwordResetMail(user.email, user.id, resetPasswordLink(baseUrl, token));
    setImmediate(() => {
      mailer.send(message).catch((err: unknown) => {
        // MailNotSent was logged by the mailer; anything else (the outbox's database) is logged here.
        if (!(err instanceof MailNotSent)) {
          logger.error("password reset link neither sent nor kept", {
            kind: message.kind,
            ...errorFields(err),
          });
        }
      });
    });
  };
}

/** Per Better Auth request: whether a message someone waits for could not be sent. */
const delivery = new AsyncLocalStorage<{ failed: boolean }>();

/**
 * Runs a Better Auth request and says whether a message it had to send failed. Better Auth logs and
 * swallows an error thrown by its e-mail callbacks and answers 200, so the failure is noted here.
 */
export async function trackMailDelivery<T>(
  run: () => Promise<T>,
): Promise<{ result: T; mailFailed: boolean }> {
  const state = { failed: false };
  const result = await delivery.run(state, run);
  return { result, mailFailed: state.failed };
}

export const mailNotSent = () =>
  new AppError(
    "unavailable",
    "We could not send the confirmation e-mail just now. Your address is unchanged; please try again in a few minutes.",
  );

/**
 * The link confirming a new address goes to that address, and the person is signed in and waiting:
 * a failure is theirs to know at once (503 through trackMailDelivery), not a message awaited in vain.
 */
export function sendEmailChange(mailer: Mailer) {
  return async ({ user, url }: { user: MailUser; url: string }) => {
    try {
      await mailer.send(emailChangeMail(user.email, user.id, url));
    } catch (err) {
      const state = delivery.getStore();
      if (state) state.failed = true;
      throw err;
    }
  };
}
