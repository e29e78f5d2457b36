/**
 * An enquiry's attribution as flat columns, the same in every export: the inbox's CSV download
 * and `npm run enquiries -- export` (CSV and JSON). Appended after the older columns, so a
 * spreadsheet built on those keeps its column letters. An enquiry without attribution (sent
 * without JavaScript, or before attribution) has the source "unknown" and the rest empty:
 * never guessed (docs/decisions/0067-attribution-in-the-inbox.md).
 */
import { UNKNOWN_SOURCE, type Attribution } from "../../app/shared/analytics";

export const ATTRIBUTION_COLUMNS = [
  "source",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "click",
  "landingPage",
] as const;

type AttributionColumns = Record<(typeof ATTRIBUTION_COLUMNS)[number], string | null>;

/** An enquiry (or the inbox's view of one) as a flat export row: its own fields, then its attribution's columns. */
export function withAttributionColumns<T extends { attribution: Attribution | null }>(enquiry: T): T & AttributionColumns {
  const { attribution } = enquiry;
  return {
    ...enquiry,
    source: attribution?.source ?? UNKNOWN_SOURCE,
    referrer: attribution?.referrer ?? null,
    utmSource: attribution?.utmSource ?? null,
    utmMedium: attribution?.utmMedium ?? null,
    utmCampaign: attribution?.utmCampaign ?? null,
    utmTerm: attribution?.utmTerm ?? null,
    utmContent: attribution?.utmContent ?? null,
    click: attribution?.click ?? null,
    landingPage: attribution?.landing ?? null,
  };
}
