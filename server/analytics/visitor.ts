/**
 * Who a visitor is, for one IST day only (Plausible's scheme, docs/decisions/0064-cookieless-analytics.md):
 * sha256(the day's salt + the site's host + IP + User-Agent). The salt is random, kept in the
 * database (analytics_salts) so that every instance on one PostgreSQL hashes alike, made on the
 * first event of the day, and the days before it are deleted then: yesterday's hashes can no
 * longer be recomputed from an IP and a User-Agent, and a visitor of two days is two visitors.
 * Neither the IP nor the User-Agent is kept; of the User-Agent only the device class is.
 */
import { createHash, randomBytes } from "node:crypto";
import { istDay } from "../../app/shared/analytics";
import type { SqlDatabase } from "../db/sql";

type Device = "mobile" | "desktop";

/** What the counting keeps of a visitor: the day's hash and the device class. */
export type Visit = { visitor: string; device: Device };

/** Phones and tablets, as their browsers name themselves; anything else counts as a desktop. */
const MOBILE = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile|Silk|Kindle|webOS|BlackBerry/i;

export function deviceClass(userAgent: string): Device {
  return MOBILE.test(userAgent) ? "mobile" : "desktop";
}

/** The day's visitor hash: hex of the first 16 bytes of SHA-256 over salt, host, IP and User-Agent. */
export function visitorHash(salt: string, siteHost: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${siteHost}\n${ip}\n${userAgent}`).digest("hex").slice(0, 32);
}

/** The salts of IST days, read from the database once a day per process. */
export class DailySalts {
  /** The current day's salt (one day at a time: a new day replaces it). */
  private current: { day: string; salt: Promise<string> } | null = null;

  constructor(private readonly sql: SqlDatabase) {}

  /** The salt of the IST day `now` falls on, made if no instance has made it yet. */
  forDay(now: number): Promise<string> {
    const day = istDay(now);
    if (this.current?.day !== day) {
      const salt = this.load(day).catch((error) => {
        if (this.current?.salt === salt) this.current = null;
        throw error;
      });
      this.current = { day, salt };
    }
    return this.current.salt;
  }

  /**
   * Race-safe across instances: the first INSERT wins, every instance then reads the winner.
   * The older days' salts go at the same time.
   */
  private async load(day: string): Promise<string> {
    await this.sql.query("INSERT INTO analytics_salts (day, salt) VALUES (?, ?) ON CONFLICT (day) DO NOTHING", [day, randomBytes(32).toString("hex")]);
    const [row] = await this.sql.query<{ salt: string }>("SELECT salt FROM analytics_salts WHERE day = ?", [day]);
    await this.sql.query("DELETE FROM analytics_salts WHERE day < ?", [day]);
    return row!.salt;
  }
}
