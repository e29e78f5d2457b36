/**
 * The owner's inbox, as the browser and the server both see it: the statuses an enquiry
 * can have, the filters of the list and the one schema that reads them from a URL.
 */
import { z } from "zod/mini";
import { ATTRIBUTION_TEXT_MAX, PERIODS, SOURCES, UNKNOWN_SOURCE } from "~/shared/analytics";
import { LANGS } from "~/shared/lang";
import { countLetters, cutLetters } from "~/shared/letters";
import { SERVICE_NAME_OPTIONS } from "~/shared/services";

export const ENQUIRY_STATUSES = ["new", "read", "replied", "spam", "archived"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: "New",
  read: "Read",
  replied: "Replied",
  spam: "Spam",
  archived: "Archived",
};

/** The status a recorded change names by its label ("New → Read": server/inbox/inbox.ts), if it is one. */
export const statusOfLabel = (label: string): EnquiryStatus | undefined => ENQUIRY_STATUSES.find((status) => STATUS_LABELS[status] === label);

/** What the list shows by default: everything but Spam and Archived. */
export const INBOX_STATUSES: readonly EnquiryStatus[] = ["new", "read", "replied"];

/** The list's status filter: the inbox (default), one status, or everything. */
export const STATUS_FILTERS = ["inbox", ...ENQUIRY_STATUSES, "all"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const PAGE_SIZE = 50;
/** The search's and the note's limits, in letters as a reader counts them (~/shared/letters.ts). */
export const SEARCH_MAX = 100;
export const NOTE_MAX = 2000;

/**
 * The list's filters from a URL's query. Anything unknown or malformed falls back to the
 * default instead of failing: a hand-edited or stale link still shows the inbox.
 */
const filtersSchema = z.object({
  status: z.catch(z.enum(STATUS_FILTERS), "inbox"),
  service: z.catch(z.optional(z.enum(SERVICE_NAME_OPTIONS)), undefined),
  q: z.catch(z.pipe(z.string(), z.transform((value) => cutLetters(value.trim(), SEARCH_MAX))), ""),
  page: z.catch(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(100_000))), 1),
  // What brought an enquiry (the dashboard's numbers link here, issue 29): its source, campaign,
  // landing page, the language of the page it was sent from, and a period of IST days.
  source: z.catch(z.optional(z.enum([...SOURCES, UNKNOWN_SOURCE])), undefined),
  campaign: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(ATTRIBUTION_TEXT_MAX))), undefined),
  landing: z.catch(z.optional(z.string().check(z.regex(/^\/[^?#]{0,199}$/))), undefined),
  lang: z.catch(z.optional(z.enum(LANGS)), undefined),
  period: z.catch(z.optional(z.enum(PERIODS)), undefined),
});

export type InboxFilters = z.infer<typeof filtersSchema>;

export function readInboxFilters(params: URLSearchParams): InboxFilters {
  return filtersSchema.parse({
    status: params.get("status") ?? undefined,
    service: params.get("service") || undefined,
    q: params.get("q") ?? "",
    page: params.get("page") ?? undefined,
    source: params.get("source") || undefined,
    campaign: params.get("campaign") || undefined,
    landing: params.get("landing") || undefined,
    lang: params.get("lang") || undefined,
    period: params.get("period") || undefined,
  });
}

/** The query string of a filter set, defaults left out, so links stay short and stable. */
export function inboxQuery(filters: Partial<InboxFilters>): string {
  const params = new URLSearchParams();
  if (filters.status && filters.status !== "inbox") params.set("status", filters.status);
  if (filters.service) params.set("service", filters.service);
  if (filters.q) params.set("q", filters.q);
  for (const key of ["source", "campaign", "landing", "lang", "period"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The list a page was opened from (its filters, search and page ride on its URL), as a query: "" for the default list. */
export function listQueryOf(url: string): string {
  return inboxQuery(readInboxFilters(new URL(url).searchParams));
}

/** The owner's actions on one enquiry, posted from its page ("new": Mark as unread). */
export const enquiryActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(["replied", "spam", "archived", "read", "new"]) }),
  z.object({
    intent: z.literal("note"),
    note: z.string().check(z.refine((note) => countLetters(note) <= NOTE_MAX, `Please keep the note to ${NOTE_MAX} characters or fewer.`)),
  }),
]);

/** The statuses the list gives several enquiries at once (its bulk actions). */
export const BULK_STATUSES = ["read", "spam", "archived"] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];
/** The bulk actions: a status, or "inbox" (Move to inbox: each back to the status it had there). */
export const BULK_ACTIONS = [...BULK_STATUSES, "inbox"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/**
 * The bulk actions a tab offers: the inbox's tabs file enquiries away; Archived and Spam bring
 * them back (and file them the other way); All, every one.
 */
export function bulkActionsFor(filter: StatusFilter): readonly BulkAction[] {
  if (filter === "archived") return ["inbox", "spam"];
  if (filter === "spam") return ["inbox", "archived"];
  return filter === "all" ? BULK_ACTIONS : BULK_STATUSES;
}

/** How long a bulk action can be undone, from the moment the server made it (docs/decisions/0086-bulk-undo.md). */
export const UNDO_SECONDS = 10;

const enquiryIdSchema = z.pipe(z.string().check(z.regex(/^[1-9]\d{0,14}$/)), z.transform(Number));

/**
 * The list's bulk action: a status and the enquiries ticked on one page (1 to PAGE_SIZE ids,
 * each a positive integer; a repeated one counts once). Anything else changes nothing.
 */
export const bulkActionSchema = z.object({
  bulk: z.enum(BULK_ACTIONS),
  ids: z.pipe(z.array(enquiryIdSchema).check(z.minLength(1), z.maxLength(PAGE_SIZE)), z.transform((ids) => [...new Set(ids)])),
});

/**
 * The bulk action in a posted form: the ticked enquiries (`id`), or with 'select all' (`all`,
 * which works without JavaScript) every enquiry the page listed (`onPage`).
 */
export function readBulkAction(form: FormData) {
  return bulkActionSchema.safeParse({ bulk: form.get("bulk"), ids: form.get("all") === "page" ? form.getAll("onPage") : form.getAll("id") });
}

/**
 * Undo of a bulk action, posted from its notice: the action's time (ms), which with the signed-in
 * owner names the history rows it wrote. The server reads the previous statuses from those rows,
 * never from the post.
 */
const bulkUndoSchema = z.object({ undo: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,15}$/)), z.transform(Number)) });

export function readBulkUndo(form: FormData) {
  return bulkUndoSchema.safeParse({ undo: form.get("undo") });
}
