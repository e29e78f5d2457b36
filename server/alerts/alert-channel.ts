/**
 * The outbox channel of the owner's alerts (server/enquiries/outbox-channel.ts): with each new
 * enquiry it queues a push per subscribed device and the webhook call, in the enquiry's
 * transaction; in each of the mail worker's rounds it delivers what is due. At least once,
 * retried with backoff (ALERT_RETRY: the first retry within 10 s). A push service's 404 or 410
 * removes the subscription, and so does an endpoint that is no push service's (never posted
 * to); a spam enquiry rings nobody; a push not delivered within its TTL is dropped (the
 * enquiry is in the inbox by then). Webhook calls are retried until they land.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "../db/sql";
import type { OutboxChannel } from "../enquiries/outbox-channel";
import { retryDelay, type RetryPolicy } from "../enquiries/retry-policy";
import type { Enquiry } from "../enquiries/store";
import type { AlertJob, AlertStore } from "./alert-store";
import { PUSH_TTL_SECONDS, sendPush, sendWebhook, type Outcome } from "./delivery";
import { enquiryPush, testPush } from "./push-message";
import { isPushEndpoint } from "./subscription-input";
import type { VapidKeys } from "./vapid";

/** A push is wanted within seconds: first retry after 5-10 s, then doubling up to 30 minutes. */
const ALERT_RETRY: RetryPolicy = { baseDelayMs: 10_000, maxDelayMs: 30 * 60_000 };

type AlertChannelOptions = {
  store: AlertStore;
  /** The keys and subject pushes are signed with (vapid.ts), read when the first push is sent. */
  vapid: () => Promise<VapidKeys & { subject: string }>;
  webhook?: { url: string; secret: string };
  /** PUSH_ALLOW_LOOPBACK (tests only): pushes to http: loopback endpoints are sent too. */
  allowLoopback: boolean;
  siteUrl: string;
  leaseMs?: number;
  batchSize?: number;
  retry?: RetryPolicy;
  log?: Pick<Console, "info" | "warn">;
};

export class AlertChannel implements OutboxChannel {
  private readonly id = `alert-worker-${randomUUID()}`;

  constructor(private readonly options: AlertChannelOptions) {}

  queue(tx: Transaction, enquiry: Enquiry, now: number): Promise<void> {
    return this.options.store.queueForEnquiry(tx, enquiry.id, { now, webhook: Boolean(this.options.webhook) });
  }

  async deliverDue(now: number): Promise<number> {
    const { store, leaseMs = 60_000, batchSize = 10 } = this.options;
    const jobs = await store.claim({ owner: this.id, now, leaseMs, limit: batchSize });
    // Each device is its own push service: one slow one does not hold up the others.
    await Promise.all(jobs.map((job) => this.deliver(job, now)));
    return jobs.length;
  }

  private async deliver(job: AlertJob, now: number): Promise<void> {
    const { store, log = console } = this.options;
    const label = `${job.channel === "push" ? `Push to ${job.subscription.deviceName}` : "Webhook"} for ${job.enquiry ? `enquiry ${job.enquiry.id}` : "a test"}`;
    // A row stored before the push services' hosts were checked, or when PUSH_ALLOW_LOOPBACK was on.
    if (job.channel === "push" && !isPushEndpoint(job.subscription.endpoint, { allowLoopback: this.options.allowLoopback })) {
      log.warn(`${label}: that device's endpoint is not on a known push service, so its subscription is removed, not posted to.`);
      await store.removeSubscription(job.subscription.id);
      return;
    }
    const skip = this.reasonToSkip(job, now);
    if (skip) {
      await store.finish(job.id, "dropped", Date.now(), skip);
      return;
    }
    let outcome: Outcome;
    try {
      outcome = await this.send(job);
    } catch (error) {
      outcome = { result: "failed", error: (error as Error).message };
    }
    if (outcome.result === "delivered") {
      await store.finish(job.id, "sent", Date.now());
      return;
    }
    if (outcome.result === "gone") {
      log.info(`${label}: the push service answered ${outcome.status}, so that device's subscription is removed.`);
      await store.removeSubscription(job.subscription!.id);
      return;
    }
    const delay = retryDelay(job.attempts + 1, this.options.retry ?? ALERT_RETRY);
    log.warn(`${label} not delivered (attempt ${job.attempts + 1}: ${outcome.error}); retrying in ${Math.round(delay / 1000)} s.`);
    await store.fail(job.id, { error: outcome.error, nextAttemptAt: Date.now() + delay });
  }

  /** Why the job is not to be made at all, or null. */
  private reasonToSkip(job: AlertJob, now: number): string | null {
    if (job.enquiry?.status === "spam") return "marked as spam";
    if (job.channel === "webhook" && !this.options.webhook) return "NOTIFY_WEBHOOK_URL is no longer set";
    if (job.channel === "push" && now - job.createdAt > PUSH_TTL_SECONDS * 1000) return "not delivered within its TTL";
    return null;
  }

  private async send(job: AlertJob): Promise<Outcome> {
    if (job.channel === "webhook") return sendWebhook(job.enquiry!, { ...this.options.webhook!, siteUrl: this.options.siteUrl });
    const lang = job.subscription.ownerLanguage;
    return sendPush(job.subscription, job.enquiry ? enquiryPush(job.enquiry, lang) : testPush(lang), await this.options.vapid());
  }
}
