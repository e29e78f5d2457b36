/**
 * Raw analytics events written straight into analytics_events (migration 9), for
 * `npm run analytics:seed` and the tests of the roll-up and the dashboard. The site itself
 * records events through POST /api/events; this skips the salts and the hashing: `visitor` is
 * whatever stands for one visitor on one day. The rows are written by the server's own
 * insertEvents, so an event's language comes from its path as on the site.
 */
import type { Attribution, EventName, Source } from "../../app/shared/analytics";
import type { SqlDatabase } from "../../server/db/sql";
import { insertEvents as insertEventRows, type EventRow } from "../../server/analytics/event-rows";

export type RawEvent = {
  occurredAt: number;
  name: EventName;
  /** The page's path; "/ta/…" is a Tamil page, as langOfPath reads it. */
  path: string;
  visitor: string;
  device: "mobile" | "desktop";
  /** Absent: unknown (an enquiry sent without JavaScript). */
  source?: Source;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  click?: Attribution["click"];
  /** Absent with a source: the visit landed on this event's page. */
  landingPath?: string;
  target?: string;
  enquiryId?: number;
};

/** The row the site would have stored for the event. */
function eventRow(event: RawEvent): EventRow {
  const { occurredAt, name, path, visitor, device, source, target, enquiryId } = event;
  // The site only ever has an attribution with its landing page: a fixture that names none landed here.
  const attribution: Attribution | null = source
    ? { source, referrer: event.referrerHost, utmSource: event.utmSource, utmMedium: event.utmMedium, utmCampaign: event.utmCampaign, click: event.click, landing: event.landingPath ?? path }
    : null;
  return { occurredAt, name, path, visit: { visitor, device }, attribution, target, enquiryId };
}

/** Writes the events in one transaction. */
export async function insertEvents(sql: SqlDatabase, events: readonly RawEvent[]): Promise<void> {
  await insertEventRows(sql, events.map(eventRow));
}
