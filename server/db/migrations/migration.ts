/** One numbered change to the schema, in both dialects (the runner is server/db/migrate.ts). */

/** The parts of the site that own tables: each migration names the ones whose tables it changes. */
type Feature = "enquiries" | "outbox" | "inbox" | "auth" | "rate-limits" | "alerts" | "analytics" | "backups";

export type Migration = {
  /** Its place in the order; recorded in schema_migrations once applied. Never reused. */
  version: number;
  /** Recorded beside the version. */
  name: string;
  /** Whose tables it changes: exactly one from version 6 on (versions 1 and 3 predate the rule). */
  features: Feature[];
  /** The statements, separated by semicolons, for each dialect. */
  sqlite: string;
  postgres: string;
};
