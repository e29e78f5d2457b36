/**
 * The alerts' tables (migration 8): the owners' push subscriptions, and the outbox of pushes
 * and webhook calls. Jobs are leased and retried as the mail outbox's are (server/enquiries/
 * store.ts): one claiming statement, SKIP LOCKED on PostgreSQL, a lease that a crashed
 * worker's jobs outlive.
 */
import { isLang, type Lang } from "../../app/shared/lang";
import { toNumber, toNullableNumber, type SqlDatabase, type SqlRow } from "../db/sql";
import type { Enquiry } from "../enquiries/store";
import { ENQUIRY_COLUMNS, toEnquiry } from "../enquiries/rows";
import type { PushSubscriptionInput } from "./subscription-input";

/** Each owner's devices that ring: a phone or two and a computer, with room to spare; not a store without end. */
export const MAX_DEVICES_PER_OWNER = 20;

export type PushSubscriptionRow = PushSubscriptionInput & { id: number; ownerId: number; deviceName: string; createdAt: number };

/** A subscription a push goes to, with the language its owner's inbox is in (what the push says). */
type PushTarget = PushSubscriptionRow & { ownerLanguage: Lang };

/** One push or webhook call to make, leased to the worker that claimed it. */
export type AlertJob = {
  id: number;
  attempts: number;
  createdAt: number;
  /** Null for a test notification. */
  enquiry: (Enquiry & { status: string }) | null;
} & ({ channel: "push"; subscription: PushTarget } | { channel: "webhook"; subscription: null });

type AlertRecord = { id: number; channel: "push" | "webhook"; enquiryId: number | null; subscriptionId: number | null; status: "pending" | "sent" | "dropped"; attempts: number; nextAttemptAt: number; lastError: string | null };

const SUBSCRIPTION_COLUMNS = `s.id AS "subscriptionId", s.owner_id AS "ownerId", s.endpoint, s.p256dh, s.auth, s.device_name AS "deviceName", s.created_at AS "subscribedAt"`;

function toSubscription(row: SqlRow): PushSubscriptionRow {
  return {
    id: toNumber(row.subscriptionId),
    ownerId: toNumber(row.ownerId),
    endpoint: String(row.endpoint),
    p256dh: String(row.p256dh),
    auth: String(row.auth),
    deviceName: String(row.deviceName),
    createdAt: toNumber(row.subscribedAt),
  };
}

function toJob(row: SqlRow): AlertJob {
  const base = {
    id: toNumber(row.jobId),
    attempts: toNumber(row.jobAttempts),
    createdAt: toNumber(row.jobCreatedAt),
    enquiry: row.id === null || row.id === undefined ? null : { ...toEnquiry(row), status: String(row.enquiryStatus) },
  };
  // An owner with a subscription has a settings row (subscribing is a signed-in request, which makes
  // it: app/routes/admin/owner-session.server.ts); English should one ever be missing.
  const ownerLanguage = isLang(row.ownerLanguage) ? row.ownerLanguage : "en";
  return row.jobChannel === "push" ? { ...base, channel: "push", subscription: { ...toSubscription(row), ownerLanguage } } : { ...base, channel: "webhook", subscription: null };
}

const SELECT_JOBS = `SELECT a.id AS "jobId", a.channel AS "jobChannel", a.attempts AS "jobAttempts", a.created_at AS "jobCreatedAt",
  e.status AS "enquiryStatus", ${ENQUIRY_COLUMNS}, ${SUBSCRIPTION_COLUMNS}, o.language AS "ownerLanguage"
  FROM alert_outbox a LEFT JOIN enquiries e ON e.id = a.enquiry_id LEFT JOIN push_subscriptions s ON s.id = a.subscription_id
  LEFT JOIN owner_settings o ON o.owner_id = s.owner_id`;

export class AlertStore {
  constructor(private readonly sql: SqlDatabase) {}

  /**
   * Keeps the subscription for this owner. The endpoint is unique: subscribing it again (the
   * same browser, or another owner signed in on it) moves it to this owner with the new keys,
   * as their newest. Past MAX_DEVICES_PER_OWNER, the owner's subscriptions subscribed longest
   * ago go (with their pending pushes), in the same transaction.
   */
  async subscribe(ownerId: number, input: PushSubscriptionInput, deviceName: string, now = Date.now()): Promise<void> {
    await this.sql.batch([
      {
        sql: `INSERT INTO push_subscriptions (owner_id, endpoint, p256dh, auth, device_name, created_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET owner_id = excluded.owner_id, p256dh = excluded.p256dh, auth = excluded.auth,
       device_name = excluded.device_name, created_at = excluded.created_at`,
        params: [ownerId, input.endpoint, input.p256dh, input.auth, deviceName, now],
      },
      {
        sql: `DELETE FROM push_subscriptions WHERE owner_id = ? AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE owner_id = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
        params: [ownerId, ownerId, MAX_DEVICES_PER_OWNER],
      },
    ]);
  }

  /** Removes this owner's subscription with that endpoint (and its pending pushes); false when they have none. */
  async unsubscribe(ownerId: number, endpoint: string): Promise<boolean> {
    const rows = await this.sql.query("DELETE FROM push_subscriptions WHERE owner_id = ? AND endpoint = ? RETURNING id", [ownerId, endpoint]);
    return rows.length > 0;
  }

  /** The push service said the subscription is gone (404, 410): it and its pending pushes go. */
  async removeSubscription(subscriptionId: number): Promise<void> {
    await this.sql.query("DELETE FROM push_subscriptions WHERE id = ?", [subscriptionId]);
  }

  async subscriptions(ownerId?: number): Promise<PushSubscriptionRow[]> {
    const where = ownerId === undefined ? "" : "WHERE s.owner_id = ?";
    const rows = await this.sql.query(`SELECT ${SUBSCRIPTION_COLUMNS} FROM push_subscriptions s ${where} ORDER BY s.id`, ownerId === undefined ? [] : [ownerId]);
    return rows.map(toSubscription);
  }

  /**
   * Queues the alerts of a newly stored enquiry in its transaction (`tx`): a push to every
   * subscribed device, and the webhook call when one is configured.
   */
  async queueForEnquiry(tx: Pick<SqlDatabase, "query">, enquiryId: number, { now, webhook }: { now: number; webhook: boolean }): Promise<void> {
    await tx.query(
      `INSERT INTO alert_outbox (channel, enquiry_id, subscription_id, created_at, next_attempt_at)
       SELECT 'push', ?, id, ?, ? FROM push_subscriptions ORDER BY id`,
      [enquiryId, now, now],
    );
    if (webhook) {
      await tx.query("INSERT INTO alert_outbox (channel, enquiry_id, created_at, next_attempt_at) VALUES ('webhook', ?, ?, ?)", [enquiryId, now, now]);
    }
  }

  /** Queues a test notification to each of the owner's devices; how many. */
  async queueTest(ownerId: number, now = Date.now()): Promise<number> {
    const rows = await this.sql.query(
      `INSERT INTO alert_outbox (channel, subscription_id, created_at, next_attempt_at)
       SELECT 'push', id, ?, ? FROM push_subscriptions WHERE owner_id = ? RETURNING id`,
      [now, now, ownerId],
    );
    return rows.length;
  }

  /** Leases due jobs not leased by a live worker, oldest first. */
  async claim({ owner, now, leaseMs, limit }: { owner: string; now: number; leaseMs: number; limit: number }): Promise<AlertJob[]> {
    const skipLocked = this.sql.dialect === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
    const claimed = await this.sql.query(
      `WITH due AS (
         SELECT id AS due_id FROM alert_outbox
         WHERE status = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)
         ORDER BY id LIMIT ? ${skipLocked})
       UPDATE alert_outbox AS a SET lease_owner = ?, lease_until = ? FROM due WHERE a.id = due.due_id
       RETURNING id`,
      [now, now, limit, owner, now + leaseMs],
    );
    const ids = claimed.map((row) => toNumber(row.id));
    if (ids.length === 0) return [];
    const rows = await this.sql.query(`${SELECT_JOBS} WHERE a.id IN (${ids.map(() => "?").join(", ")}) ORDER BY a.id`, ids);
    return rows.map(toJob);
  }

  /** The job is done: delivered ("sent"), or not to be made at all ("dropped": spam, expired, no webhook). */
  async finish(jobId: number, status: "sent" | "dropped", now: number, reason: string | null = null): Promise<void> {
    await this.sql.query(
      `UPDATE alert_outbox SET status = ?, sent_at = ?, attempts = attempts + ?, last_error = ?, lease_owner = NULL, lease_until = NULL
       WHERE id = ? AND status = 'pending'`,
      [status, status === "sent" ? now : null, status === "sent" ? 1 : 0, reason, jobId],
    );
  }

  /** Records a failed attempt and when to try again; releases the lease. */
  async fail(jobId: number, { error, nextAttemptAt }: { error: string; nextAttemptAt: number }): Promise<void> {
    await this.sql.query(
      `UPDATE alert_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, lease_owner = NULL, lease_until = NULL
       WHERE id = ? AND status = 'pending'`,
      [error.slice(0, 1000), nextAttemptAt, jobId],
    );
  }

  async list(): Promise<AlertRecord[]> {
    const rows = await this.sql.query(
      `SELECT id, channel, enquiry_id AS "enquiryId", subscription_id AS "subscriptionId", status, attempts, next_attempt_at AS "nextAttemptAt", last_error AS "lastError" FROM alert_outbox ORDER BY id`,
    );
    return rows.map((row) => ({
      id: toNumber(row.id),
      channel: row.channel as AlertRecord["channel"],
      enquiryId: toNullableNumber(row.enquiryId),
      subscriptionId: toNullableNumber(row.subscriptionId),
      status: row.status as AlertRecord["status"],
      attempts: toNumber(row.attempts),
      nextAttemptAt: toNumber(row.nextAttemptAt),
      lastError: (row.lastError as string | null) ?? null,
    }));
  }
}
