/**
 * What the contact form keeps on the visitor's device (localStorage), so that a dropped
 * connection loses nothing and sends nothing twice (docs/decisions/0044-one-enquiry-per-submission.md):
 * - the draft: the fields as they are typed, for 7 days, until the enquiry is sent;
 * - the outbox: enquiries that could not reach the server, each with its submission id and the
 *   visit's attribution as the form carried it, resent by the page until the server has answered.
 * Pure helpers over a `Storage`; the page decides when to call them. The honeypot is never
 * kept: only the visible fields are written or read back.
 */
import { ATTRIBUTION_FIELD } from "../../shared/analytics";
import { ENQUIRY_FIELDS, EMPTY_ENQUIRY_FORM, type EnquiryFormValues } from "../../shared/enquiry-form";
import { isLang, localePath, type Lang } from "../../shared/lang";
import type { ContactResult } from "./contact-result";
import { OUTBOX_KEY } from "./outbox-signals";

export const DRAFT_KEY = "enquiry-draft";
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600_000;

/**
 * `lang`: the page it was written on; it is posted to that language's form, and stored in it.
 * `attribution`: the form's hidden field (JSON of the visit's Attribution), absent when the form had none.
 */
export type OutboxEntry = { submissionId: string; values: EnquiryFormValues; attribution?: string; queuedAt: number; lang: Lang };

/** The visible fields of a stored object; anything else (an old honeypot, junk) is dropped. */
function formValues(input: unknown): EnquiryFormValues | null {
  if (typeof input !== "object" || input === null) return null;
  const values = { ...EMPTY_ENQUIRY_FORM };
  for (const field of ENQUIRY_FIELDS) {
    const value = (input as Record<string, unknown>)[field];
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

function read(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** Storage can refuse (private mode, quota): the form then works as it did before. */
function write(storage: Storage, key: string, value: unknown): boolean {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function saveDraft(storage: Storage, values: EnquiryFormValues, now: number): void {
  const empty = ENQUIRY_FIELDS.every((field) => values[field].trim() === "");
  write(storage, DRAFT_KEY, empty ? null : { values: formValues(values), savedAt: now });
}

/** The draft, or null when there is none, it is unreadable or it is older than 7 days (then it is removed). */
export function loadDraft(storage: Storage, now: number): EnquiryFormValues | null {
  const stored = read(storage, DRAFT_KEY) as { values?: unknown; savedAt?: unknown } | null;
  const values = formValues(stored?.values);
  if (!values || typeof stored?.savedAt !== "number" || now - stored.savedAt > DRAFT_MAX_AGE_MS) {
    clearDraft(storage);
    return null;
  }
  return values;
}

export function clearDraft(storage: Storage): void {
  write(storage, DRAFT_KEY, null);
}

export function loadOutbox(storage: Storage): OutboxEntry[] {
  const stored = read(storage, OUTBOX_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const values = formValues(entry?.values);
    if (!values || typeof entry.submissionId !== "string" || typeof entry.queuedAt !== "number") return [];
    const attribution = typeof entry.attribution === "string" ? { attribution: entry.attribution } : {};
    return [{ submissionId: entry.submissionId, values, ...attribution, queuedAt: entry.queuedAt, lang: isLang(entry.lang) ? entry.lang : "en" }];
  });
}

/** A kept enquiry's answer: stored ("sent"), or refused by today's rules ("invalid", back into the form). */
export type ResentEnquiry = {
  result: Extract<ContactResult, { status: "sent" | "invalid" }>;
  /** When it was written (queued) and stored, in ms since the epoch. */
  written: number;
  sent: number;
};

/** Adds an enquiry to the outbox once: queuing the same submission again changes nothing. Returns false if storage refused. */
export function queueEnquiry(storage: Storage, entry: OutboxEntry): boolean {
  const outbox = loadOutbox(storage);
  if (outbox.some((queued) => queued.submissionId === entry.submissionId)) return true;
  return write(storage, OUTBOX_KEY, [...outbox, { ...entry, values: formValues(entry.values) }]);
}

export function removeFromOutbox(storage: Storage, submissionId: string): void {
  const outbox = loadOutbox(storage).filter((entry) => entry.submissionId !== submissionId);
  write(storage, OUTBOX_KEY, outbox.length > 0 ? outbox : null);
}

/** The form data of a queued enquiry, as the form posted it. */
export function outboxFormData(entry: OutboxEntry, submissionIdField: string): FormData {
  const form = new FormData();
  for (const field of ENQUIRY_FIELDS) form.set(field, entry.values[field]);
  form.set(submissionIdField, entry.submissionId);
  if (entry.attribution !== undefined) form.set(ATTRIBUTION_FIELD, entry.attribution);
  return form;
}

/** Where a queued enquiry is posted: the contact form of the language it was written in. */
export function outboxAction(entry: OutboxEntry): string {
  return localePath(entry.lang, "/contact");
}

/** Seconds before resend attempt `attempt` (0 first): 5 s doubling to at most 5 minutes. */
export function resendDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt), 5 * 60_000);
}

/**
 * A send that never got an answer from the server: the browser says it is offline, or
 * fetch failed (a TypeError). An answer the action did not give (413, a refused Origin)
 * and a send cancelled by the page are not.
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  return !online || error instanceof TypeError;
}

/** A random UUID; crypto.randomUUID exists only in secure contexts (HTTPS, localhost). */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
