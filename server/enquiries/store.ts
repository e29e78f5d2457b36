/**
 * Where enquiries and their notification mails live. One interface, two implementations
 * (SQLite for one instance, PostgreSQL for several), held to the same contract by
 * store.test.ts. Each stored enquiry gets its outbox row in the same transaction, so an
 * acknowledged enquiry always has a mail on its way.
 */
import type { Lang } from "../../app/shared/lang";
import type { DatabaseTarget } from "../config";
import type { SqlDatabase } from "../db/sql";

export type Enquiry = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  service: string;
  message: string;
  /** ISO 8601 in UTC, server time when the enquiry was stored. */
  createdAt: string;
  userAgent: string | null;
  /** Salted SHA-256 of the client IP (see docs/decisions/0005-ip-hashing.md). */
  ipHash: string | null;
  /** The language of the page the form was sent from (migration 5; older rows are "en"). */
  language: Lang;
};

/** A new enquiry; its language is English unless given. */
export type NewEnquiry = Omit<Enquiry, "id" | "createdAt" | "language"> & {
  createdAt: Date;
  language?: Lang;
  /**
   * The id the browser gave this submission (a UUID), or null for a post without JavaScript.
   * A second enquiry with the same id is not stored (see DUPLICATE_WINDOW_MS for those without).
   */
  submissionId?: string | null;
};

/**
 * A post without a submission id (no JavaScript) with the same email and message as an
 * enquiry stored this long before it is taken for a repeat (a reload, a second tap) and not
 * stored again. See docs/decisions/0044-one-enquiry-per-submission.md.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** A mail to an owner (a sign-in link), composed when it was queued. */
export type OwnerMail = { to: string; subject: string; text: string };

/**
 * One mail to send, leased to the worker that claimed it: an enquiry's notification, or a
 * mail to an owner.
 */
export type MailJob = { id: number; attempts: number } & (
  | { enquiry: Enquiry; ownerMail?: undefined }
  | { enquiry?: undefined; ownerMail: OwnerMail }
);

export type MailRecord = {
  id: number;
  enquiryId: number;
  status: "pending" | "sent";
  attempts: number;
  /** Milliseconds since the epoch. */
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
};

export type ClaimOptions = {
  /** Who holds the lease (one id per worker). */
  owner: string;
  now: number;
  /** How long the claim keeps other workers off the mail: longer than one SMTP attempt. */
  leaseMs: number;
  limit: number;
};

export interface EnquiryStore {
  readonly kind: DatabaseTarget["kind"];
  /** The same database for the statements both dialects share (server/sql.ts): the inbox, sign-in. */
  readonly sql: SqlDatabase;
  /** Applies the numbered migrations not yet recorded in schema_migrations. */
  migrate(): Promise<void>;
  /** A stored setting, created with `create()` by whoever asks first. */
  setting(name: string, create: () => string): Promise<string>;
  /**
   * Stores the enquiry and its outbox row in one transaction; resolves after the commit.
   * A repeat (the same submission id, or without one the same email and message within
   * DUPLICATE_WINDOW_MS) stores nothing and queues no mail: it resolves to the enquiry
   * stored first.
   */
  addEnquiry(enquiry: NewEnquiry): Promise<Enquiry>;
  /** Newest first; `since` keeps those created at or after it. */
  listEnquiries(options?: { since?: Date }): Promise<Enquiry[]>;
  /** Leases pending mail that is due and not leased by a live worker, oldest first. */
  claimMail(options: ClaimOptions): Promise<MailJob[]>;
  /** Pending mail that is due and whose id is above `afterId`, oldest first, without claiming it (for logging when no SMTP is set). */
  pendingMail(now: number, limit: number, afterId?: number): Promise<MailJob[]>;
  /** Marks the mail delivered: it is never claimed again. */
  markMailSent(mailId: number, now: number): Promise<void>;
  /** Records a failed attempt and when to try again; releases the lease. */
  markMailFailed(mailId: number, failure: { error: string; nextAttemptAt: number }): Promise<void>;
  listMail(): Promise<MailRecord[]>;
  close(): Promise<void>;
}

/** The columns of an enquiry, named as in `Enquiry`; `e` is the enquiries table. */
