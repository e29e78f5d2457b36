/**
 * A channel of the outbox besides the mail (the owner's pushes and the webhook,
 * server/alerts): it adds its rows in the transaction that stores an enquiry, so an
 * acknowledged enquiry has its alerts on the way too, and the mail worker's rounds deliver
 * them beside the mail, with or without SMTP.
 */
import type { Transaction } from "../db/sql";
import type { Enquiry } from "./store";

export interface OutboxChannel {
  /** Adds this channel's jobs for a new enquiry, inside the transaction that stores it. */
  queue(tx: Transaction, enquiry: Enquiry, now: number): Promise<void>;
  /** Delivers the jobs that are due; how many it claimed. */
  deliverDue(now: number): Promise<number>;
}
