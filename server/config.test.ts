import { randomBytes } from "node:crypto";
import path from "node:path";
import webPush from "web-push";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseDatabaseUrl } from "./config";

describe("server configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_URL: { kind: "sqlite", file: path.resolve("data/enquiries.db") },
      CONTACT_RATE_LIMIT: 10,
      TRUST_PROXY: false,
      MAX_BODY_BYTES: 65536,
    });
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://site:secret@db.internal:5432/site",
      SMTP_URL: "smtps://user:pass@smtp.example.in:465",
      MAIL_FROM: "Vaigai Digital website <site@vaigaidigital.in>",
      NOTIFY_EMAIL_TO: "hello@vaigaidigital.in, owner@vaigaidigital.in",
      CONTACT_RATE_LIMIT: "5",
      TRUST_PROXY: "true",
      IP_HASH_SALT: "a-long-random-salt-value",
      MAX_BODY_BYTES: "32768",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: { kind: "postgres", url: "postgres://site:secret@db.internal:5432/site" },
      CONTACT_RATE_LIMIT: 5,
      TRUST_PROXY: true,
      MAX_BODY_BYTES: 32768,
    });
  });

  it("names every bad variable in one clear error", () => {
    const attempt = () =>
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://localhost/site",
        CONTACT_RATE_LIMIT: "0",
        TRUST_PROXY: "maybe",
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid server configuration:/);
    for (const name of ["PORT", "DATABASE_URL", "CONTACT_RATE_LIMIT", "TRUST_PROXY"]) {
      expect(message).toContain(`${name}:`);
    }
    expect(message).toContain("PORT: must be a port number from 1 to 65535");
    expect(message).toContain("expected sqlite:PATH or postgres://");
  });

  it("keeps enquiries 730 days unless RETENTION_DAYS says otherwise, and never under 365", () => {
    expect(loadConfig({}).RETENTION_DAYS).toBe(730);
    expect(loadConfig({ RETENTION_DAYS: "365" }).RETENTION_DAYS).toBe(365);
    expect(loadConfig({ RETENTION_DAYS: "1000" }).RETENTION_DAYS).toBe(1000);
    for (const value of ["364", "30", "0", "two years"]) {
      expect(() => loadConfig({ RETENTION_DAYS: value })).toThrow("RETENTION_DAYS: must be a whole number of days from 365 to 36500");
    }
  });

  it("names the allowed range in every number's error, whatever is wrong with the value", () => {
    const ranges = {
      PORT: "from 1 to 65535",
      CONTACT_RATE_LIMIT: "from 1 to 10000",
      MAX_BODY_BYTES: "from 1024 to 10485760",
      MAIL_LEASE_SECONDS: "from 1 to 3600",
      ANALYTICS_RETENTION_DAYS: "from 1 to 36500",
      ANALYTICS_MAX_EVENTS_PER_DAY: "from 1 to 10000000",
      BACKUP_KEEP: "from 1 to 3650",
    };
    for (const [name, range] of Object.entries(ranges)) {
      for (const value of ["100000000", "0", "-1", "1.5", "ten"]) {
        expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(new RegExp(`${name}: must be .* ${range}$`, "m"));
      }
    }
    expect(() => loadConfig({ CONTACT_RATE_LIMIT: "100000" })).toThrow("CONTACT_RATE_LIMIT: must be a whole number of submissions per hour from 1 to 10000");
    expect(() => loadConfig({ ANALYTICS_MAX_EVENTS_PER_DAY: "100k" })).toThrow("ANALYTICS_MAX_EVENTS_PER_DAY: must be a whole number of events from 1 to 10000000");
  });

  it("needs a sender and a recipient once SMTP is configured", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://localhost:25" })).toThrow(
      /MAIL_FROM: is required when SMTP_URL is set\n  NOTIFY_EMAIL_TO: is required when SMTP_URL is set/,
    );
    expect(() => loadConfig({ SMTP_URL: "smtp://localhost:25", MAIL_FROM: "site", NOTIFY_EMAIL_TO: "a@b.in" })).toThrow(
      /MAIL_FROM: must be an address/,
    );
    expect(() => loadConfig({ SMTP_URL: "http://x", MAIL_FROM: "s@b.in", NOTIFY_EMAIL_TO: "a@b.in" })).toThrow(
      /SMTP_URL: must start with smtp:\/\/ or smtps:\/\//,
    );
  });

  it("resolves sqlite paths against the working directory", () => {
    expect(parseDatabaseUrl("sqlite:db/site.db", "/srv/site")).toEqual({ kind: "sqlite", file: "/srv/site/db/site.db" });
    expect(parseDatabaseUrl("sqlite:///var/lib/site.db", "/srv")).toEqual({ kind: "sqlite", file: "/var/lib/site.db" });
    expect(() => parseDatabaseUrl("sqlite:")).toThrow(/needs a file path/);
  });

  it("gives every variable its default, and reads each one exactly", () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_URL: { kind: "sqlite", file: path.resolve("data/enquiries.db") },
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
      NOTIFY_EMAIL_TO: undefined,
      CONTACT_RATE_LIMIT: 10,
      RETENTION_DAYS: 730,
      TRUST_PROXY: false,
      TRUSTED_PROXIES: [],
      IP_HASH_SALT: undefined,
      MAX_BODY_BYTES: 65536,
      MAX_CONNECTIONS: 500,
      MAX_CONNECTIONS_PER_CLIENT: 50,
      BODY_TIMEOUT_SECONDS: 10,
      MAIL_LEASE_SECONDS: 120,
      ANALYTICS_RETENTION_DAYS: 400,
      ANALYTICS_MAX_EVENTS_PER_DAY: 100_000,
      VAPID_PUBLIC_KEY: undefined,
      VAPID_PRIVATE_KEY: undefined,
      VAPID_SUBJECT: undefined,
      NOTIFY_WEBHOOK_URL: undefined,
      NOTIFY_WEBHOOK_SECRET: undefined,
      ANALYTICS: "on",
      BACKUP_DIR: path.resolve("data/backups"),
      BACKUP_KEEP: 14,
      PUSH_ALLOW_LOOPBACK: false,
    });
    // Backups go beside the SQLite file, or to ./data/backups for PostgreSQL, unless BACKUP_DIR says where.
    expect(loadConfig({ DATABASE_URL: "sqlite:/srv/site/shop.db" }).BACKUP_DIR).toBe("/srv/site/backups");
    expect(loadConfig({ DATABASE_URL: "postgres://site@db/site" }).BACKUP_DIR).toBe(path.resolve("data/backups"));
    expect(loadConfig({ BACKUP_DIR: " ./elsewhere ", BACKUP_KEEP: "30" })).toMatchObject({ BACKUP_DIR: path.resolve("elsewhere"), BACKUP_KEEP: 30 });
    expect(loadConfig({ ANALYTICS: "off" }).ANALYTICS).toBe("off");
    expect(() => loadConfig({ ANALYTICS: "no" })).toThrow("ANALYTICS: must be on or off");
    expect(
      loadConfig({
        HOST: " 127.0.0.1 ",
        DATABASE_URL: "  postgresql://site@db/site ",
        SMTP_URL: " smtp://localhost:2525 ",
        MAIL_FROM: " site@vaigaidigital.in ",
        NOTIFY_EMAIL_TO: "owner@vaigaidigital.in",
        IP_HASH_SALT: " 0123456789abcdef ",
        MAIL_LEASE_SECONDS: "60",
        ANALYTICS_RETENTION_DAYS: "30",
        ANALYTICS_MAX_EVENTS_PER_DAY: " 5000 ",
      }),
    ).toMatchObject({
      HOST: "127.0.0.1",
      DATABASE_URL: { kind: "postgres", url: "postgresql://site@db/site" },
      SMTP_URL: "smtp://localhost:2525",
      MAIL_FROM: "site@vaigaidigital.in",
      NOTIFY_EMAIL_TO: "owner@vaigaidigital.in",
      IP_HASH_SALT: "0123456789abcdef",
      MAIL_LEASE_SECONDS: 60,
      ANALYTICS_RETENTION_DAYS: 30,
      ANALYTICS_MAX_EVENTS_PER_DAY: 5000,
    });
    expect(loadConfig({ SMTP_URL: "  ", MAIL_FROM: "", IP_HASH_SALT: " " })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: undefined, IP_HASH_SALT: undefined });
  });

  it("reads the alerts' variables, and stops at start-up on a half VAPID pair, a bad key, a webhook without its secret or a bad secret (issue 28)", () => {
    const keys = webPush.generateVAPIDKeys();
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: ` ${keys.publicKey} `,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: "mailto:owner@vaigaidigital.in",
        NOTIFY_WEBHOOK_URL: "https://hooks.example.in/enquiries",
        NOTIFY_WEBHOOK_SECRET: secret,
        PUSH_ALLOW_LOOPBACK: "true",
      }),
    ).toMatchObject({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: "mailto:owner@vaigaidigital.in", NOTIFY_WEBHOOK_URL: "https://hooks.example.in/enquiries", NOTIFY_WEBHOOK_SECRET: secret, PUSH_ALLOW_LOOPBACK: true });
    const half = "is required when the other VAPID key is set (set both, or neither to use the keys kept in the database)";
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(`VAPID_PRIVATE_KEY: ${half}`);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(`VAPID_PUBLIC_KEY: ${half}`);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow("VAPID_PUBLIC_KEY: must be a P-256 public key");
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: "not+base64url" })).toThrow("VAPID_PRIVATE_KEY: must be a P-256 private key");
    expect(() => loadConfig({ VAPID_SUBJECT: "http://vaigaidigital.in" })).toThrow("VAPID_SUBJECT: must be an https: URL or a mailto: address");
    expect(() => loadConfig({ NOTIFY_WEBHOOK_URL: "https://hooks.example.in/x" })).toThrow("NOTIFY_WEBHOOK_SECRET: is required when NOTIFY_WEBHOOK_URL is set");
    expect(() => loadConfig({ NOTIFY_WEBHOOK_SECRET: secret })).toThrow("NOTIFY_WEBHOOK_URL: is required when NOTIFY_WEBHOOK_SECRET is set");
    // The enquirer's details go to the webhook: over https, or over plain http only to this machine (issue 36).
    const webhookUrl = "NOTIFY_WEBHOOK_URL: must be an https:// URL (http:// only on this machine: 127.0.0.1, localhost or [::1])";
    for (const bad of ["ftp://hooks.example.in", "http://hooks.example.in/x", "http://10.0.0.5:8080/hook", "http://169.254.169.254/x", "http://127.0.0.2:9000/x", "http://localhost.example.in/x", "hooks.example.in/x"]) {
      expect(() => loadConfig({ NOTIFY_WEBHOOK_URL: bad, NOTIFY_WEBHOOK_SECRET: secret }), bad).toThrow(webhookUrl);
    }
    for (const good of ["https://hooks.example.in/x", "http://127.0.0.1:9000/hook", "http://localhost/hook", "http://[::1]:9000/hook"]) {
      expect(loadConfig({ NOTIFY_WEBHOOK_URL: good, NOTIFY_WEBHOOK_SECRET: secret }).NOTIFY_WEBHOOK_URL, good).toBe(good);
    }
    for (const bad of ["secret", "whsec_", "whsec_!!!!", `whsec_${randomBytes(8).toString("base64")}`, randomBytes(32).toString("base64")]) {
      expect(() => loadConfig({ NOTIFY_WEBHOOK_URL: "https://hooks.example.in/x", NOTIFY_WEBHOOK_SECRET: bad }), bad).toThrow("NOTIFY_WEBHOOK_SECRET: must be a Standard Webhooks secret");
    }
  });

  it("reads TRUST_PROXY's yes and no words", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(["1", "true", "yes", "on"].map(trust)).toEqual([true, true, true, true]);
    expect(["0", "false", "no", "off", ""].map(trust)).toEqual([false, false, false, false, false]);
  });

  it("reads TRUSTED_PROXIES, and stops at start-up on an entry that is not an address or a range, or without TRUST_PROXY (issue 27, finding 7)", () => {
    expect(loadConfig({ TRUST_PROXY: "1", TRUSTED_PROXIES: "10.0.0.5, 10.1.0.0/16" }).TRUSTED_PROXIES).toEqual([
      { address: "10.0.0.5", prefix: 32, family: "ipv4" },
      { address: "10.1.0.0", prefix: 16, family: "ipv4" },
    ]);
    expect(loadConfig({ TRUST_PROXY: "1", TRUSTED_PROXIES: " " }).TRUSTED_PROXIES).toEqual([]);
    expect(() => loadConfig({ TRUST_PROXY: "1", TRUSTED_PROXIES: "10.0.0.5, proxy.example" })).toThrow(
      'TRUSTED_PROXIES: must be IP addresses or CIDR ranges separated by commas, e.g. 10.0.0.5, 10.1.0.0/16: "proxy.example" is not an IP address or a CIDR range',
    );
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.5" })).toThrow("TRUSTED_PROXIES: is set, but TRUST_PROXY is not: set TRUST_PROXY=1 to trust these proxies");
  });

  it("reads the connection caps and the body timeout, each within its range (issue 27, finding 6)", () => {
    expect(loadConfig({ MAX_CONNECTIONS: "200", MAX_CONNECTIONS_PER_CLIENT: "8", BODY_TIMEOUT_SECONDS: "5" })).toMatchObject({ MAX_CONNECTIONS: 200, MAX_CONNECTIONS_PER_CLIENT: 8, BODY_TIMEOUT_SECONDS: 5 });
    expect(() => loadConfig({ MAX_CONNECTIONS: "5" })).toThrow("MAX_CONNECTIONS: must be a whole number of connections from 10 to 100000");
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_CLIENT: "0" })).toThrow("MAX_CONNECTIONS_PER_CLIENT: must be a whole number of connections from 1 to 10000");
    expect(() => loadConfig({ BODY_TIMEOUT_SECONDS: "61" })).toThrow("BODY_TIMEOUT_SECONDS: must be a whole number of seconds from 1 to 60");
  });

  it("explains a bad host, recipient list or salt", () => {
    expect(() => loadConfig({ HOST: " " })).toThrow("HOST: must be a host name or address, e.g. 0.0.0.0");
    expect(() => loadConfig({ NOTIFY_EMAIL_TO: "a@b.in, owner" })).toThrow("NOTIFY_EMAIL_TO: must be one email address or several separated by commas");
    expect(() => loadConfig({ IP_HASH_SALT: "short" })).toThrow("IP_HASH_SALT: must be at least 16 characters");
    expect(() => loadConfig({ MAIL_FROM: "Site <nobody>" })).toThrow(
      "MAIL_FROM: must be an address like site@example.com or Website <site@example.com>",
    );
    expect(() => loadConfig({ SMTP_URL: "xsmtp://x" })).toThrow("SMTP_URL: must start with smtp:// or smtps://");
    expect(() => parseDatabaseUrl("xpostgres://db/site")).toThrow("expected sqlite:PATH or postgres://user:password@host:port/database");
    expect(() => parseDatabaseUrl("sqlite:")).toThrow("sqlite: needs a file path, e.g. sqlite:./data/enquiries.db");
    expect(parseDatabaseUrl("  ", "/srv")).toEqual({ kind: "sqlite", file: "/srv/data/enquiries.db" });
  });

  it("keeps one SMTP requirement per missing variable", () => {
    expect(() => loadConfig({ SMTP_URL: "smtp://localhost:25", MAIL_FROM: "s@b.in" })).toThrow(
      /^Invalid server configuration:\n  NOTIFY_EMAIL_TO: is required when SMTP_URL is set$/,
    );
  });
});
