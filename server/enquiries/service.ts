/**
 * The enquiry service the /contact action talks to: it stores valid enquiries (with a
 * hashed client IP), limits submissions per client and keeps the mail worker going.
 * The production server creates one at start-up and hands it to the routes through the
 * request context (app/shared/enquiry-context.server.ts); it stops it on SIGTERM.
 */
import { createHmac, randomBytes } from "node:crypto";
import type { EnquiryInput } from "../../app/shared/enquiry";
import type { Attribution } from "../../app/shared/analytics";
import type { Lang } from "../../app/shared/lang";
import type { SiteAnalytics } from "../analytics/site-analytics";
import type { ServerConfig } from "../config";
import { MailWorker, type MailWorkerOptions } from "./mail-worker";
import type { OutboxChannel } from "./outbox-channel";
import { clientGroup } from "../http/client-address";
import { createRateLimit, type RateLimit, type RateLimitDecision } from "../rate-limits/rate-limit";
import { sqlRateLimitBackend } from "../rate-limits/sql-backend";
import { normaliseLineBreaks, stripUnsafe } from "./unsafe-text";
import { EnquiryStore, type Enquiry } from "./store";
import { erasePerson, previewErasure, purgeExpired, type ErasurePreview, type Person, type PurgeCounts } from "./erasure";
import { ENQUIRY_RETENTION } from "../../app/shared/retention";

/** The store could not be reached or refused the write: the visitor should try again later. */
class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
}

type SubmissionMeta = {
  clientIp: string;
  userAgent: string | null;
  language?: Lang;
  /** What brought the sender (the form's hidden field, checked); null or absent reads as unknown. */
  attribution?: Attribution | null;
};

type ServiceConfig = Pick<ServerConfig, "CONTACT_RATE_LIMIT" | "IP_HASH_SALT" | "SMTP_URL" | "MAIL_FROM" | "NOTIFY_EMAIL_TO"> &
  Partial<Pick<ServerConfig, "MAIL_LEASE_SECONDS" | "RETENTION_DAYS">>;

/** How a client's address is kept: its HMAC-SHA256 under the salt, in hex (docs/decisions/0005-ip-hashing.md). */
function hashIp(ip: string, salt: string): string {
  return createHmac("sha256", salt).update(ip).digest("hex");
}

export class EnquiryService {
  readonly worker: MailWorker;
  private readonly rateLimit: RateLimit;
  private migrated: Promise<void> | null = null;
  private salt: Promise<string> | null = null;
  private analytics: SiteAnalytics | null = null;
  /** False with ANALYTICS=off: no attribution is kept either. */
  private keepsAttribution = true;

  constructor(
    readonly store: EnquiryStore,
    private readonly config: ServiceConfig,
    workerOptions: Partial<MailWorkerOptions> = {},
  ) {
    this.rateLimit = createRateLimit(sqlRateLimitBackend(store.sql, () => this.ready()), {
      name: "contact",
      limit: config.CONTACT_RATE_LIMIT,
      windowMs: 60 * 60_000,
    });
    this.worker = new MailWorker({
      store,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      to: config.NOTIFY_EMAIL_TO,
      beforeRound: () => this.ready(),
      ...(config.MAIL_LEASE_SECONDS ? { leaseMs: config.MAIL_LEASE_SECONDS * 1000 } : {}),
      ...workerOptions,
    });
  }

  static async open(config: ServerConfig & ServiceConfig, workerOptions?: Partial<MailWorkerOptions>): Promise<EnquiryService> {
    return new EnquiryService(await EnquiryStore.open(config.DATABASE_URL), config, workerOptions);
  }

  /**
   * Migrates the store and starts the mail worker. A database that is down at start-up
   * does not stop the site: pages are served, enquiries answer 503, and the migrations
   * run on the first request or mail round after it returns.
   */
  async start(): Promise<void> {
    try {
      await this.ready();
    } catch (error) {
      console.error(`Enquiry store not ready (${(error as Error).message}); enquiries answer 503 until it is.`);
    }
    this.worker.start();
  }

  /** Another channel of the outbox (server/alerts): queued with each new enquiry, delivered by the worker. */
  addChannel(channel: OutboxChannel): void {
    this.store.channels.push(channel);
    this.worker.channels.push(channel);
  }

  /** Counts each stored enquiry as an `enquiry` event (server/analytics); with ANALYTICS=off, neither counts nor keeps its attribution. */
  countWith(analytics: SiteAnalytics): void {
    this.analytics = analytics.enabled ? analytics : null;
    this.keepsAttribution = analytics.enabled;
  }

  /** Runs the migrations once; after a failure the next call tries again. */
  ready(): Promise<void> {
    this.migrated ??= this.store.migrate().catch((error) => {
      this.migrated = null;
      throw error;
    });
    return this.migrated;
  }

  /** Counts a submission from this client (an IPv6 client by its /64) against CONTACT_RATE_LIMIT per hour. */
  checkRateLimit(clientIp: string): Promise<RateLimitDecision> {
    return this.rateLimit.consume(clientGroup(clientIp));
  }

  /**
   * Whether a submission with this id is already stored: its repeat (a resend after a lost
   * answer) is answered as a success without counting against the rate limit.
   * False when the store cannot say; the submission then goes the ordinary way.
   */
  async isStored(submissionId: string): Promise<boolean> {
    try {
      await this.ready();
      const rows = await this.store.sql.query("SELECT 1 AS found FROM enquiries WHERE submission_id = ?", [submissionId]);
      return rows.length > 0;
    } catch {
      return false;
    }
  }

  /**
   * Stores the enquiry and queues its mail; resolves once both are committed. A repeat
   * (see EnquiryStore.addEnquiry) resolves to the enquiry stored first.
   */
  async submit(input: EnquiryInput, meta: SubmissionMeta): Promise<Enquiry> {
    let enquiry: Enquiry;
    try {
      await this.ready();
      const createdAt = new Date();
      enquiry = await this.store.addEnquiry({
        // Every line break as "\n", so no bare CR or LF can reach the mail's SMTP stream.
        name: normaliseLineBreaks(input.name),
        email: input.email,
        phone: input.phone ? normaliseLineBreaks(input.phone) : null,
        businessName: input.businessName ? normaliseLineBreaks(input.businessName) : null,
        service: input.service,
        message: normaliseLineBreaks(input.message),
        createdAt,
        userAgent: stripUnsafe(meta.userAgent ?? "").slice(0, 500) || null,
        ipHash: hashIp(meta.clientIp, await this.ipHashSalt()),
        submissionId: input.submissionId ?? null,
        language: meta.language ?? "en",
        attribution: this.keepsAttribution ? (meta.attribution ?? null) : null,
        visit: await this.visit(meta, createdAt),
      });
    } catch (error) {
      throw new StoreUnavailableError(`Could not store the enquiry: ${(error as Error).message}`, { cause: error });
    }
    this.worker.notify();
    return enquiry;
  }

  /** The sender's visit for counting the enquiry; null when not counting, or when the day's salt cannot be had (the enquiry is stored all the same). */
  private async visit({ clientIp, userAgent }: SubmissionMeta, at: Date) {
    if (!this.analytics) return null;
    return this.analytics.visit({ ip: clientIp, userAgent: userAgent ?? "" }, at.getTime()).catch((error) => {
      console.error(`Analytics: enquiry not counted (${(error as Error).message}).`);
      return null;
    });
  }

  /** Which enquiries erasing this person would remove, and by what they are found (server/enquiries/erasure.ts). */
  async previewErasure(person: Person): Promise<ErasurePreview> {
    await this.ready();
    return previewErasure(this.store.sql, person);
  }

  /** Erases every enquiry holding the person's email or phone, and all stored with them, for `actor`; how many went. */
  async erasePerson(person: Person, actor: string): Promise<number> {
    await this.ready();
    return erasePerson(this.store.sql, person, actor);
  }

  /** The daily purge of enquiries past RETENTION_DAYS, and of old Spam; says in the log what it erased. */
  async purgeExpired(now = Date.now()): Promise<PurgeCounts> {
    await this.ready();
    const retentionDays = this.config.RETENTION_DAYS ?? ENQUIRY_RETENTION.defaultDays;
    const counts = await purgeExpired(this.store.sql, { retentionDays, now });
    if (counts.expired + counts.spam > 0) {
      console.info(`Retention: erased ${counts.expired} enquiries older than ${retentionDays} days and ${counts.spam} Spam older than ${ENQUIRY_RETENTION.spamDays} days.`);
    }
    return counts;
  }

  /** IP_HASH_SALT, or a random salt made once and kept in the store (so hashes stay comparable). */
  private ipHashSalt(): Promise<string> {
    if (this.config.IP_HASH_SALT) return Promise.resolve(this.config.IP_HASH_SALT);
    this.salt ??= this.store.setting("ip_hash_salt", () => randomBytes(32).toString("hex")).catch((error) => {
      this.salt = null;
      throw error;
    });
    return this.salt;
  }

  /** Lets the mail in hand finish, then closes the store. */
  async stop(): Promise<void> {
    await this.worker.stop();
    await this.store.close();
  }
}
