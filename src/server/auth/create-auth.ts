import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import { BRAND } from "../../../content/site";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { storageFault } from "../db/db-errors";
import * as schema from "../db/schema";
import type { Logger } from "../http/logger";
import { sendEmailChange, sendPasswordReset } from "../mail/account-mail";
import { EMAIL_CHANGE_LINK_TTL_S, RESET_LINK_TTL_S } from "../mail/mail-messages";
import { createMailer } from "../mail/mailer";
import { syncProfileEmail } from "../services/profile-email-service";
import { capSessionExpiry, SESSION_IDLE_S } from "./account-guard";
import { checkAuthInput, cleanUserFields } from "./auth-input";

export const CLIENT_IP_HEADER = "x-nutriweek-client-ip";
export const GOOGLE_DISCOVERY = "https://accounts.google.com/.well-known/openid-configuration";

/**
 * Better Auth on our database. Google goes through the generic OpenID Connect provider, so the
 * same code runs against Google and against a local issuer in tests (GOOGLE_ISSUER_URL).
 */
export function createAuth(config: Config, database: Database, logger: Logger) {
  const google = config.google;
  const mailer = createMailer(config, database, logger);
  return betterAuth({
    appName: BRAND,
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.baseUrl],
    database: drizzleAdapter(database.db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Sign-up answers the same (after hashing the password, for the same time) whether or not the
      // address has an account; the client then signs in (decisions 0008).
      autoSignIn: false,
      // Account self-service (docs/product/account.md): the link leads to our /reset-password page;
      // a reset ends every session, as a stolen one may be why the password is being reset.
      sendResetPassword: sendPasswordReset(mailer, logger, config.baseUrl),
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_S,
      revokeSessionsOnPasswordReset: true,
    },
    // Used only to confirm a new address (change-email): the link goes to the new address, and the
    // account keeps its old one until it is opened. /send-verification-email is not offered
    // (auth-routes.ts), since sign-up does not verify addresses.
    emailVerification: {
      sendVerificationEmail: sendEmailChange(mailer),
      expiresIn: EMAIL_CHANGE_LINK_TTL_S,
    },
    user: {
      changeEmail: { enabled: true },
      // Always with the password (auth-input.ts refuses a body without one); the database removes
      // the account's profile, plans, shares and ticks with it (ON DELETE CASCADE in db/schema.ts).
      deleteUser: { enabled: true },
    },
    // No cookie cache: a signed-out session must stop working at once, even from a copied cookie.
    // Seven idle days end a session, renewed at most daily while used, and never past 30 days.
    session: { expiresIn: SESSION_IDLE_S, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      // In the database, so the limit holds across every app instance.
      storage: "database",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/sign-in/social": { window: 60, max: 20 },
        // Each asks for the password: a borrowed session must not become a way to guess it.
        "/delete-user": { window: 60, max: 5 },
        "/reset-password": { window: 60, max: 10 },
        // Every page load asks for the session; a reader clicking through the help pages must never
        // be signed out by a 429. It is a read of one row, not a guessable secret.
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: config.baseUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Bodies were read and checked for control characters before Better Auth (auth-request.ts); the
    // shared form schemas bound its fields here. Password strength, the sign-in throttle and the
    // sign-up decoy are in auth-routes.ts, around Better Auth.
    hooks: {
      before: createAuthMiddleware(async (ctx) => checkAuthInput(ctx)),
    },
    // An unexpected error is thrown on to our error handler, which logs it through the redacting
    // logger and answers 500 or 503; left to Better Auth's router it was printed to stderr whole,
    // request included (issue 24). Expected refusals (APIError) are still answered by Better Auth.
    onAPIError: { throw: true },
    databaseHooks: {
      user: {
        create: { before: async (user) => ({ data: cleanUserFields(user) }) },
        update: {
          before: async (user) => ({ data: cleanUserFields(user) }),
          // The profile keeps a copy of the address (docs/product/account.md): a confirmed change
          // reaches it too.
          after: async (user) => {
            if (typeof user.email === "string") await syncProfileEmail(database.db, user.id, user.email);
          },
        },
      },
      session: {
        update: {
          before: async (update, ctx) => capSessionExpiry(update, ctx?.context.session?.session.createdAt),
        },
      },
    },
    telemetry: { enabled: false },
    // Through our logger, so its lines are redacted like ours (it once printed a live session token);
    // our LOG_LEVEL filters them. At "warn" or stricter Better Auth would also print each refused
    // request to the console itself, past this logger.
    logger: {
      level: "info",
      log: (level, message, ...args) => {
        // A write it failed on full or read-only storage is noted for /api/health and the answer.
        const fault = args.map(storageFault).find(Boolean);
        if (fault) database.storage.note(fault);
        logger[level]("better-auth", { message, args });
      },
    },
    plugins: google
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                clientId: google.clientId,
                clientSecret: google.clientSecret,
                discoveryUrl: google.issuerUrl
                  ? `${google.issuerUrl.replace(/\/$/, "")}/.well-known/openid-configuration`
                  : GOOGLE_DISCOVERY,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
