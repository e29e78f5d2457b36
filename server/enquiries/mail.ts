/**
 * The notification mail for each enquiry, and the worker that delivers the outbox.
 * Delivery is at least once and retried with capped, jittered exponential backoff until
 * the SMTP server accepts it (docs/decisions/0004-mail-outbox.md); a delivered mail is
 * marked sent and never claimed again.
 */
import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import { LANGUAGE_ENGLISH_NAMES, type Lang } from "../../app/shared/lang";
import type { Enquiry, EnquiryStore, MailJob } from "./store";
import { escapeUnsafe } from "../unsafe-text";

/** The language of the page an enquiry came from, as the owner reads it. */
function languageLabel(lang: Lang): string {
  return lang === "en" ? LANGUAGE_ENGLISH_NAMES.en : `${LANGUAGE_ENGLISH_NAMES[lang]} (sent from the Tamil site, /ta)`;
}

export type NotificationMail = {
  subject: string;
  text: string;
  html: string;
  /** The visitor, so that the agency's "Reply" goes to them. */
  replyTo: { name: string; address: string };
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Made once: a formatter takes longer to make (its locale data) than to use. */
const MADURAI_TIME = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });

/** Madurai time, which the agency reads, beside the stored UTC time. */
function receivedAt(iso: string): string {
  const local = MADURAI_TIME.format(new Date(iso));
  return `${local} IST (${iso})`;
}

export function composeNotification(enquiry: Enquiry): NotificationMail {
  // Bidi and other invisible controls in a name (refused since issue 27, but maybe stored
  // before) are shown as <U+202E>, not obeyed: the owner reads the name as it was typed.
  const name = escapeUnsafe(enquiry.name);
  const fields: Array<[string, string]> = [
    ["Name", name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone || "Not given"],
    ["Business name", enquiry.businessName ? escapeUnsafe(enquiry.businessName) : "Not given"],
    ["Service", enquiry.service],
    ["Language", languageLabel(enquiry.language)],
    ["Received", receivedAt(enquiry.createdAt)],
    ["Enquiry number", String(enquiry.id)],
  ];
  const text = [
    "New enquiry from the website contact form.",
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    enquiry.message,
    "",
    "Reply to this email to answer the visitor directly.",
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>New enquiry from the website contact form.</p>
<table role="presentation" style="border-collapse:collapse">
${rows}
</table>
<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>
<p style="white-space:pre-wrap;margin:0">${escapeHtml(enquiry.message)}</p>
<p style="color:#475569;margin-top:20px">Reply to this email to answer the visitor directly.</p>
</body></html>`;
  return {
    subject: `New enquiry: ${enquiry.service} from ${name}`,
    text,
    html,
    replyTo: { name, address: enquiry.email },
  };
}

/**
 * One Message-ID per enquiry, the same on every attempt: if a crash makes the worker send a
 * mail the SMTP server had already accepted (docs/decisions/0004-mail-outbox.md), the copy
 * carries the same ID, so mail systems and the agency can tell it is the same message.
 */
export function notificationMessageId(enquiry: Enquiry, from = ""): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<enquiry-${enquiry.id}-${Date.parse(enquiry.createdAt).toString(36)}@${domain}>`;
}

export type RetryPolicy = { baseDelayMs: number; maxDelayMs: number };

/**
 * Delay before attempt `failures + 1`: doubling from the base up to the cap, then a random
 * point in its upper half, so mail that failed together does not retry in lockstep.
 */
export function retryDelay(failures: number, { baseDelayMs, maxDelayMs }: RetryPolicy, random = Math.random): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/**
 * SMTP_URL with the worker's connection settings added as query options, the form
 * nodemailer documents for a URL (`createTransport("smtps://…?pool=true")`): one SMTP
 * connection kept open and reused while there is mail (a burst of enquiries, a backlog
 * after an outage: about three times the throughput of a connection per mail,
 * docs/SECURITY.md), closed when idle or on stop(); and an attempt that hangs fails in
 * seconds, well inside the outbox lease. Host, port, TLS, credentials and any options the
 * operator wrote stay as they are.
 */
export function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const settings = { pool: "true", maxConnections: "1", connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "30000" };
  for (const [key, value] of Object.entries(settings)) url.searchParams.set(key, value);
  return url.href;
}

export type MailWorkerOptions = {
  store: EnquiryStore;
  /** smtp(s)://user:pass@host:port; without it mail is logged and stays pending. */
  smtpUrl?: string;
  from?: string;
  to?: string;
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
  private readonly transport: nodemailer.Transporter | null;
  private readonly retry: RetryPolicy;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly log: Pick<Console, "info" | "warn" | "error">;
  /** Without SMTP, each pending mail is logged once per process: the highest id logged so far. */
  private lastLogged = 0;
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
    if (!this.transport) this.log.warn("SMTP_URL is not set: notification emails are logged and stay pending.");
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
      // A full batch means more may be waiting (a burst of enquiries, a backlog after an
      // outage): go on at once instead of at the next poll.
      if ((await this.deliverDue()) >= this.batchSize) this.again = true;
    } catch (error) {
      this.log.error(`Mail worker: could not read the outbox (${(error as Error).message}); will retry.`);
    }
  }

  /** One pass over the due mail; returns how many it claimed (0 without SMTP). Exposed for tests. */
  async deliverDue(now = Date.now()): Promise<number> {
    const { store } = this.options;
    if (!this.transport) {
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
    const { store, from, to } = this.options;
    const mail = outgoingMail(job, { from, to });
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

  private logPending(job: MailJob): void {
    const { message, label } = outgoingMail(job, this.options);
    const replyTo = message.replyTo ? `\nReply-To: ${message.replyTo.address}` : "";
    // The log is read in a terminal: visitors' control and bidi characters are shown, not obeyed.
    this.log.info(escapeUnsafe(`Mail for ${label} stays pending until SMTP_URL is set:\nTo: ${message.to}\nSubject: ${message.subject}${replyTo}\n\n${message.text}`));
  }
}

type OutgoingMail = {
  /** What the log calls it: "enquiry 12", "an owner". */
  label: string;
  message: { to?: string; subject: string; text: string; html?: string; replyTo?: NotificationMail["replyTo"]; messageId?: string };
};

/** The mail a job stands for: an enquiry's notification to the agency, or a mail to one owner. */
function outgoingMail(job: MailJob, { from, to }: { from?: string; to?: string }): OutgoingMail {
  if (job.ownerMail) {
    return { label: "an owner", message: { to: job.ownerMail.to, subject: job.ownerMail.subject, text: job.ownerMail.text } };
  }
  const mail = composeNotification(job.enquiry);
  return {
    label: `enquiry ${job.enquiry.id}`,
    message: {
      to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: notificationMessageId(job.enquiry, from),
    },
  };
}
