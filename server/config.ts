/**
 * The server's environment, checked once at start-up by one schema: a wrong value stops
 * the server with a message naming the variable, instead of failing on the first enquiry.
 */
import path from "node:path";
import { z } from "zod";
import { BACKUPS, ENQUIRY_RETENTION } from "../app/shared/retention";
import { alertEnvFields, checkAlertPairs } from "./alerts/alert-config";
import { parseProxyRanges } from "./http/client-address";

const DEFAULT_SQLITE_FILE = "./data/enquiries.db";

/** Where backups go without BACKUP_DIR: `backups/` beside the SQLite file (./data/backups by default), ./data/backups for PostgreSQL. */
function defaultBackupDir(target: DatabaseTarget, cwd = process.cwd()): string {
  return target.kind === "sqlite" ? path.join(path.dirname(target.file), "backups") : path.resolve(cwd, "data/backups");
}

/** Where enquiries are stored, from DATABASE_URL. */
export type DatabaseTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

export function parseDatabaseUrl(value: string | undefined, cwd = process.cwd()): DatabaseTarget {
  const url = value?.trim() || `sqlite:${DEFAULT_SQLITE_FILE}`;
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "");
    if (!file) throw new Error("sqlite: needs a file path, e.g. sqlite:./data/enquiries.db");
    return { kind: "sqlite", file: path.resolve(cwd, file) };
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  throw new Error("expected sqlite:PATH or postgres://user:password@host:port/database");
}

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const email = z.email("must be an email address");

/** "Name <address>" or a bare address, as nodemailer accepts for From. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => {
    const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
    return email.safeParse(address).success;
  }, "must be an address like site@example.com or Website <site@example.com>");

/** A whole number within [min, max]: any wrong value gets the one message that names the range. */
function wholeNumber(what: string, min: number, max: number, fallback: number) {
  const message = `must be ${what} from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback);
}

const serverEnvSchema = z
  .object({
    PORT: wholeNumber("a port number", 1, 65535, 3000),
    HOST: z.string().trim().min(1, "must be a host name or address, e.g. 0.0.0.0").default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseDatabaseUrl(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
    SMTP_URL: optionalText.refine(
      (value) => value === undefined || /^smtps?:\/\//.test(value),
      "must start with smtp:// or smtps://",
    ),
    MAIL_FROM: optionalText.pipe(mailbox.optional()),
    NOTIFY_EMAIL_TO: optionalText.pipe(
      z
        .string()
        .refine(
          (value) => value.split(",").every((address) => email.safeParse(address.trim()).success),
          "must be one email address or several separated by commas",
        )
        .optional(),
    ),
    CONTACT_RATE_LIMIT: wholeNumber("a whole number of submissions per hour", 1, 10_000, 10),
    /** Days an enquiry is kept before the daily purge erases it; never under the year the DPDP Rules 2025 ask for. */
    RETENTION_DAYS: wholeNumber("a whole number of days", ENQUIRY_RETENTION.minimumDays, 36_500, ENQUIRY_RETENTION.defaultDays),
    TRUST_PROXY: flag.default(false),
    /** With TRUST_PROXY: the proxies besides loopback whose X-Forwarded-For and -Proto are believed. */
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .transform((value, ctx) => {
        try {
          return parseProxyRanges(value ?? "");
        } catch (error) {
          ctx.addIssue({ code: "custom", message: `must be IP addresses or CIDR ranges separated by commas, e.g. 10.0.0.5, 10.1.0.0/16: ${(error as Error).message}` });
          return z.NEVER;
        }
      }),
    IP_HASH_SALT: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    MAX_BODY_BYTES: wholeNumber("a whole number of bytes", 1024, 10 * 1024 * 1024, 64 * 1024),
    /** Open connections of all clients together; more are closed at once. */
    MAX_CONNECTIONS: wholeNumber("a whole number of connections", 10, 100_000, 500),
    /** Open connections of one client (an IPv4 address or an IPv6 /64; a trusted proxy is not counted). */
    MAX_CONNECTIONS_PER_CLIENT: wholeNumber("a whole number of connections", 1, 10_000, 50),
    /** How long a form's body (up to 64 KiB) may take to arrive after its headers. */
    BODY_TIMEOUT_SECONDS: wholeNumber("a whole number of seconds", 1, 60, 10),
    /**
     * How long a mail claimed by a worker is kept from the others. After a crash, the mail
     * the dead process held is retried once this has passed; keep it longer than one SMTP
     * attempt can take (10 s connect + 30 s socket timeouts) in production.
     */
    MAIL_LEASE_SECONDS: wholeNumber("a whole number of seconds", 1, 3600, 120),
    /** How many IST days of raw analytics events are kept (today included); the daily totals are kept for ever. */
    ANALYTICS_RETENTION_DAYS: wholeNumber("a whole number of days", 1, 36_500, 400),
    /** Events from browsers stored per IST day, all instances together; past it they are answered 204 and dropped (decision 0078). */
    ANALYTICS_MAX_EVENTS_PER_DAY: wholeNumber("a whole number of events", 1, 10_000_000, 100_000),
    ...alertEnvFields,
    /** `off`: nothing is counted (docs/decisions/0064-cookieless-analytics.md); /api/events answers 204 and keeps nothing. */
    ANALYTICS: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
    /** Where `npm run backup` and the daily backup write (docs/decisions/0081-backups-that-restore.md); default beside the database. */
    BACKUP_DIR: optionalText,
    /** How many of its daily backups the server keeps; older ones are deleted. */
    BACKUP_KEEP: wholeNumber("a whole number of backups", 1, 3650, BACKUPS.defaultKeep),
    /** Test only: push endpoints on http://127.0.0.1:PORT or http://localhost:PORT are accepted too. */
    PUSH_ALLOW_LOOPBACK: flag.default(false),
  })
  .superRefine((env, ctx) => {
    checkAlertPairs(env, (key, message) => ctx.addIssue({ code: "custom", path: [key], message }));
    if (env.TRUSTED_PROXIES.length > 0 && !env.TRUST_PROXY) {
      ctx.addIssue({ code: "custom", path: ["TRUSTED_PROXIES"], message: "is set, but TRUST_PROXY is not: set TRUST_PROXY=1 to trust these proxies" });
    }
    if (!env.SMTP_URL) return;
    for (const key of ["MAIL_FROM", "NOTIFY_EMAIL_TO"] as const) {
      if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required when SMTP_URL is set" });
    }
  })
  .transform((env) => ({ ...env, BACKUP_DIR: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : defaultBackupDir(env.DATABASE_URL) }));

export type ServerConfig = z.infer<typeof serverEnvSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment, or throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const result = serverEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
  throw new ConfigError(`Invalid server configuration:\n${problems.join("\n")}`);
}
