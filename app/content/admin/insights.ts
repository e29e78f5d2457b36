/**
 * The words of the owner's dashboard (/admin/insights, issue 29). The inbox is in English only,
 * so this has no Tamil twin; the sources' names are in sources.ts, shared with the inbox.
 */
import type { Period } from "~/shared/analytics";

export const insightsCopy = {
  title: "Insights",
  /** The link in the inbox's top bar (wide screens) and above its list (phones). */
  navLabel: "Insights",
  intro: "Who came to the site, from where, and who reached out. Counted without cookies; days are India time.",
  periodsLabel: "Period",
  periods: { today: "Today", "7d": "7 days", "30d": "30 days", "90d": "90 days" } satisfies Record<Period, string>,
  range: (first: string, last: string) => (first === last ? first : `${first} – ${last}`),
  rightNow: (count: number) => (count === 1 ? "1 visitor right now" : `${count.toLocaleString("en-IN")} visitors right now`),
  rightNowHint: "in the last 5 minutes",
  cards: {
    visitors: "Visitors",
    visitorsHint: "each counted once a day",
    pageviews: "Page views",
    leads: "Leads",
    leadRate: "Lead rate",
    leadRateHint: "leads per 100 visitors",
    enquiries: "Enquiries",
    whatsapp: "WhatsApp taps",
    calls: "Calls",
    emails: "Emails",
  },
  leadsHint: "enquiries, WhatsApp taps, calls and emails",
  noLeadRate: "–",
  empty: "No visits counted in this period yet. Numbers show here as soon as people visit the site.",
  chart: {
    title: "Day by day",
    visitors: "Visitors",
    leads: "Leads",
    highest: (count: string) => `highest ${count}`,
    summary: (what: string, first: string, last: string, total: string, best: string, bestDay: string) =>
      `${what} per day from ${first} to ${last}: ${total} in all, highest ${best} on ${bestDay}.`,
    tableToggle: "Show the numbers as a table",
    day: "Day",
  },
  tables: {
    sources: { title: "Where they came from", first: "Source" },
    campaigns: { title: "Campaigns", first: "Campaign", empty: "No visits with a campaign (utm_campaign) in this period." },
    pages: { title: "Top pages", first: "Page" },
    landings: { title: "Landing pages", first: "First page of the visit" },
    langs: { title: "English and Tamil", first: "Language" },
    devices: { title: "Phones and computers", first: "Device" },
  },
  columns: { visitors: "Visitors", pageviews: "Views", leads: "Leads", enquiries: "Enquiries" },
  devices: { mobile: "Phones", desktop: "Computers" } as Record<string, string>,
  openInbox: "Open these enquiries in the inbox",
} as const;
