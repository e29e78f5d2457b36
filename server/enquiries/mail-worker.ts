/**
 * The worker that delivers the outbox: each enquiry's notification to the agency
 * (notification-mail.ts), and each mail to an owner. Delivery is at least once and retried
 * with capped, jittered exponential backoff (retry-policy.ts) until the SMTP server accepts
 * it (docs/decisions/0004-mail-outbox.md); a delivered mail is marked sent and never
 * claimed again.
 */
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { buildEnv } from "~/shared/build-env";
import type { Lang } from "~/shared/lang";
import { OwnerSettings } from "../inbox/owner-settings";
import { composeNotification, notificationMessageId, type NotificationMail } from "./notification-mail";
import type { OutboxChannel } from "./outbox-channel";
import { retryDelay, type RetryPolicy } from "./retry-policy";
import type { EnquiryStore, MailJob } from "./store";
import { escapeUnsafe } from "./unsafe-text";

/**
 * SMTP_URL with the worker's connection settings added as query options, the form
 * nodemailer documents for a URL (`createTransport("smtps://…?pool=true")`): one SMTP
 * connection kept open and reused while there is mail (a burst of enquiries, a backlog
 * after an outage: about three times the throughput of a connection per mail,
 * docs/SECURITY.md), closed when idle or on stop(); and an attempt that hangs fails in
 * seconds, well inside the outbox lease. Host, port, TLS, credentials and any options the
 * operator wrote stay as they are.
 */
function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const settings = { pool: "true", maxConnections: "1", connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "30000" };
  for (const [key, value] of Object.entries(settings)) url.searchParams.set(key, value);
  return url.href;
}

export type MailWorkerOptions = {
  store: EnquiryStore;
  /** smtp(s)://user:pass@host:port; without it mail stays pending, and each new one is logged. */
  smtpUrl?: string;
  from?: string;
  to?: string;
  /** Where the notification's link to the enquiry points: the build's SITE_URL unless given. */
  siteUrl?: string;
  pollIntervalMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Longer than one SMTP attempt can take (the transport's timeouts below). */
  leaseMs?: number;
  batchSize?: number;
  /** Runs before each round, e.g. to wait for migrations after a database outage at start-up. */
  beforeRound?: () => Promise<void>;
  log?: Pick<Console, "info" | "warn" | "error">;
};

export class MailWorker {
  private readonly id = `mail-worker-${randomUUID()}`;
  /** The outbox's other channels (pushes, the webhook): delivered in each round beside the mail, SMTP or not. */
  readonly channels: OutboxChannel[] = [];
  private readonly transport: nodemailer.Transporter | null;
  private readonly retry: RetryPolicy;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly log: Pick<Console, "info" | "warn" | "error">;
  /** Without SMTP, mail queued from now on is logged, once; what was queued before, never again. */
  private readonly startedAt = Date.now();
  /** The highest id logged (or counted at the first round) so far; null before the first round. */
  private lastLogged: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly options: MailWorkerOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(transportUrl(options.smtpUrl)) : null;
    this.retry = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, ...options.retry };
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
    this.batchSize = options.batchSize ?? 10;
    this.log = options.log ?? console;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (!this.transport) this.log.warn("SMTP_URL is not set: notification emails stay pending, and each new one is logged in one line.");
    this.schedule(0);
  }

  /** A new enquiry was stored: deliver it now instead of at the next poll. */
  notify(): void {
    if (this.stopped) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Finishes the mail in hand, then stops; pending mail waits for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
    this.transport?.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.round = this.runRound().finally(() => {
        this.round = null;
        const again = this.again;
        this.again = false;
        this.schedule(again ? 0 : this.pollIntervalMs);
      });
    }, delayMs);
    this.timer.unref();
  }

  private async runRound(): Promise<void> {
    try {
      await this.options.beforeRound?.();
    } catch (error) {
      this.log.error(`Mail worker: could not read the outbox (${(error as Error).message}); will retry.`);
      return;
    }
    // The other channels first: a push is wanted within seconds, and does not wait behind an SMTP
    // server that takes its time; the mail waits for the pushes (each has a 15 s timeout). One after
    // another, and none after a failure: a database that cannot be reached (a locked SQLite file
    // holds each statement for busy_timeout) costs one failed statement a round, not one a channel.
    const now = Date.now();
    for (const deliver of [...this.channels.map((channel) => () => channel.deliverDue(now)), () => this.deliverDue(now)]) {
      try {
        // A full batch means more may be waiting (a burst of enquiries, a backlog after an
        // outage): go on at once instead of at the next poll.
        if ((await deliver()) >= this.batchSize) this.again = true;
      } catch (error) {
        this.log.error(`Mail worker: could not read the outbox (${(error as Error).message}); will retry.`);
        return;
      }
    }
  }

  /** One pass over the due mail; returns how many it claimed (0 without SMTP). Exposed for tests. */
  async deliverDue(now = Date.now()): Promise<number> {
    const { store } = this.options;
    if (!this.transport) {
      if (this.lastLogged === null) {
        // Logged by the run that queued them: a restart names none of them again, it counts them.
        const before = await store.pendingMailQueuedBefore(this.startedAt, now);
        this.lastLogged = before.lastId;
        if (before.count > 0) this.log.info(`${before.count} ${before.count === 1 ? "mail" : "mails"} queued before this start stay pending until SMTP_URL is set.`);
      }
      // Page through by id: the mail stays pending, so the oldest batch would come back every round.
      for (;;) {
        const jobs = await store.pendingMail(now, this.batchSize, this.lastLogged);
        for (const job of jobs) {
          this.lastLogged = job.id;
          this.logPending(job);
        }
        if (jobs.length < this.batchSize) return 0;
      }
    }
    const jobs = await store.claimMail({ owner: this.id, now, leaseMs: this.leaseMs, limit: this.batchSize });
    for (const job of jobs) {
      if (this.stopped && job !== jobs[0]) break;
      await this.deliver(job);
    }
    return jobs.length;
  }

  private async deliver(job: MailJob): Promise<void> {
    const { store, from } = this.options;
    const lang = job.enquiry ? await new OwnerSettings(store.sql).mailLanguage(this.options.to) : "en";
    const mail = outgoingMail(job, this.options, lang);
    try {
      await this.transport!.sendMail({ from, ...mail.message });
    } catch (error) {
      const delay = retryDelay(job.attempts + 1, this.retry);
      const message = (error as Error).message;
      this.log.warn(
        `Mail for ${mail.label} not delivered (attempt ${job.attempts + 1}: ${message}); retrying in ${Math.round(delay / 1000)} s.`,
      );
      await store.markMailFailed(job.id, { error: message, nextAttemptAt: Date.now() + delay });
      return;
    }
    await store.markMailSent(job.id, Date.now());
    this.log.info(`Mail for ${mail.label} delivered.`);
  }

  /**
   * An enquiry's mail as one line, its id and service: never the enquirer's words, which a log
   * keeps wherever it is shipped and an erasure cannot reach (decision 0079). An owner's mail
   * whole: its sign-in link is how an owner signs in without SMTP (README).
   */
  private logPending(job: MailJob): void {
    if (job.enquiry) {
      this.log.info(escapeUnsafe(`Mail for enquiry ${job.enquiry.id} (${job.enquiry.service}) stays pending until SMTP_URL is set.`));
      return;
    }
    const { message, label } = outgoingMail(job, this.options);
    // The log is read in a terminal: control and bidi characters are shown, not obeyed.
    this.log.info(escapeUnsafe(`Mail for ${label} stays pending until SMTP_URL is set:\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`));
  }
}

type OutgoingMail = {
  /** What the log calls it: "enquiry 12", "an owner". */
  label: string;
  message: { to?: string; subject: string; text: string; html?: string; replyTo?: NotificationMail["replyTo"]; messageId?: string; headers?: Record<string, string> };
};

/** The mail a job stands for: an enquiry's notification to the agency, or a mail to one owner. */
function outgoingMail(job: MailJob, { from, to, siteUrl = buildEnv.siteUrl }: { from?: string; to?: string; siteUrl?: string }, lang: Lang = "en"): OutgoingMail {
  if (job.ownerMail) {
    return { label: "an owner", message: { to: job.ownerMail.to, subject: job.ownerMail.subject, text: job.ownerMail.text } };
  }
  const mail = composeNotification(job.enquiry, siteUrl, lang);
  return {
    label: `enquiry ${job.enquiry.id}`,
    message: {
      to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: notificationMessageId(job.enquiry, from),
      headers: { "Content-Language": mail.contentLanguage },
    },
  };
}
