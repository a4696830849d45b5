import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { BRAND } from "../../content/site";
import { PRIVATE_DIR_MODE } from "./db/private-files";

// The one place the environment is read. Everything else receives a typed Config.

const optionalNumber = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : Number(v)))
  .pipe(z.number().int().positive().optional());

/** "hello@example.com" or "Name <hello@example.com>", on one line (a line break would add headers). */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  // Loopback unless told otherwise: a container or a host without a proxy in front sets HOST=0.0.0.0.
  HOST: z.string().min(1).default("127.0.0.1"),
  BASE_URL: z.url({ message: "BASE_URL must be a full URL such as https://nutriweek.example" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: "DATABASE_URL must start with postgres:// or postgresql://" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default("./data"),
  AUTH_SECRET: z.string().min(32, { message: "AUTH_SECRET must be at least 32 characters" }).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  // Only for tests and self-hosted identity providers: an OpenID Connect issuer that stands in for Google.
  GOOGLE_ISSUER_URL: z.url().optional(),
  FREE_PLANS_PER_MONTH: optionalNumber,
  PLAN_WORKERS: optionalNumber,
  PDF_WORKERS: optionalNumber,
  PLAN_CALLS_PER_MINUTE: optionalNumber,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  STATIC_DIR: z.string().default("./dist/client"),
  // Outgoing e-mail (docs/product/account.md). Without SMTP_URL each message is kept in the outbox.
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/[^\s]+$/, { message: "SMTP_URL must start with smtp:// or smtps://" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(MAIL_FROM_PATTERN, {
      message: 'MAIL_FROM must be an address, or a name and one: "NutriWeek <hello@example.com>"',
    })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .default("false")
    .refine((v) => /^(true|false|\d{1,2})?$/.test(v), {
      message: "TRUST_PROXY must be true, false or the number of proxies in front of the app",
    })
    .transform((v) => (v === "true" ? 1 : v === "false" || v === "" ? 0 : Number(v))),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  baseUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  google: { clientId: string; clientSecret: string; issuerUrl: string | undefined } | undefined;
  freePlansPerMonth: number | undefined;
  planWorkers: number | undefined;
  /** Threads that draw plan PDFs, apart from the planning ones (plan-pool/pool.ts). */
  pdfWorkers: number | undefined;
  /** Per user: plan generations a minute, and PDF downloads a minute (swaps: three times as many). */
  planCallsPerMinute: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  staticDir: string;
  /** Reverse proxies in front of the app whose X-Forwarded-For is believed (0: none). */
  trustProxy: number;
  /** SMTP server (may hold its password: never logged); undefined keeps messages in the outbox. */
  smtpUrl: string | undefined;
  /** The From of every message. */
  mailFrom: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    problems.push("AUTH_SECRET: required when NODE_ENV=production (at least 32 random characters)");
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither");
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    problems.push("MAIL_FROM: required when SMTP_URL is set (the address messages are sent from)");
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(e.DATA_DIR);
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuerUrl: e.GOOGLE_ISSUER_URL,
          }
        : undefined,
    freePlansPerMonth: e.FREE_PLANS_PER_MONTH,
    planWorkers: e.PLAN_WORKERS,
    pdfWorkers: e.PDF_WORKERS,
    planCallsPerMinute: e.PLAN_CALLS_PER_MINUTE ?? 20,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${BRAND} <no-reply@${new URL(baseUrl).hostname}>`,
  };
}

/** Outside production a secret is generated once and kept beside the data, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  // The data folder is private (0700) from its creation: see db/private-files.ts.
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
