import { BRAND } from "../../../content/site";

// The e-mails the app sends, as plain text (docs/product/account.md). Each names what it is for as
// data (`kind`), so the outbox and the logs never have to read the words.

export type MailKind = "password_reset" | "email_change";

export interface MailMessage {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  /** The account it is about, so deleting the account removes any copy kept in the outbox. */
  userId?: string;
}

/** How long a reset link works, in seconds (Better Auth's resetPasswordTokenExpiresIn). */
export const RESET_LINK_TTL_S = 60 * 60;
/** How long a link confirming a new address works, in seconds (Better Auth's emailVerification.expiresIn). */
export const EMAIL_CHANGE_LINK_TTL_S = 24 * 60 * 60;

/** Our page that asks for the new password: /reset-password?token=… */
export function resetPasswordLink(baseUrl: string, token: string): string {
  return `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(to: string, userId: string, link: string): MailMessage {
  return {
    kind: "password_reset",
    to,
    userId,
    subject: `Reset your ${BRAND} password`,
    text: [
      "Hello,",
      "",
      `Someone asked to reset the password of the ${BRAND} account that uses this address.`,
      "To choose a new password, open this link within the next hour:",
      "",
      link,
      "",
      "The link works once. If you did not ask for it, you can ignore this message: your password",
      "stays as it is.",
      "",
      `— ${BRAND}`,
    ].join("\n"),
  };
}

export function emailChangeMail(to: string, userId: string, link: string): MailMessage {
  return {
    kind: "email_change",
    to,
    userId,
    subject: `Confirm your new ${BRAND} e-mail address`,
    text: [
      "Hello,",
      "",
      `You asked to sign in to ${BRAND} with this address from now on.`,
      "To confirm it, open this link within the next 24 hours:",
      "",
      link,
      "",
      "Until you do, your account keeps its current address. If you did not ask for this, you can",
      "ignore this message.",
      "",
      `— ${BRAND}`,
    ].join("\n"),
  };
}
