/**
 * What the owner's dashboard shows for a period (/admin/insights, issue 29, decision 0066):
 * finished days from their daily totals (analytics_daily), and the days not rolled up yet
 * (today, and a day whose roll-up is still to run) live from raw events, by the same SELECTs
 * the roll-up uses (daily-totals.ts). A period's visitors are the sum of each day's distinct
 * visitor hashes: the hash changes every day, so one person on two days counts twice.
 * The counts are events; an enquiry counts when its `enquiry` event was recorded. A lead is an
 * enquiry, or a tap by a visitor who also viewed a page that day (decision 0078); a list's values
 * past its length, and the values a day added into 'other', are one row, OTHER_VALUE. Every list
 * adds up to the period's totals (decision 0085): a visitor counts once a day in each breakdown
 * but the pages (daily-totals.ts), and the campaigns and landing pages end with the visits that
 * had none, value null.
 */
import { istDay, istDayStart, MORE_LEADS_THAN_VISITORS, OTHER_VALUE, periodFirstDay, type Period } from "../../app/shared/analytics";
import { toNumber, type SqlDatabase, type SqlRow } from "../db/sql";
import { DIMENSIONS, dailyRowsFromEvents, type Dimension } from "./daily-totals";

const DAY_MS = 86_400_000;
/** 'Right now': distinct visitors with an event in the last five minutes. */
const RIGHT_NOW_MS = 5 * 60_000;
/** The longest lists the dashboard shows; the rest are added into 'other' (the sources are few and all shown). */
const TOP = { campaign: 20, page: 10, landing: 10 } as const;

type Tally = { visitors: number; pageviews: number; enquiries: number; whatsapp: number; calls: number; emails: number; leads: number };
/** `value` null: what had no value in this dimension (no campaign; no landing page, an enquiry sent without JavaScript). */
type TallyRow = Tally & { value: string | null };
type DayTally = { day: string; visitors: number; leads: number };

type InsightsReport = {
  period: Period;
  firstDay: string;
  lastDay: string;
  /** Distinct visitors in the last five minutes. */
  rightNow: number;
  totals: Tally;
  /**
   * Leads per 100 visitors, one decimal, never above 100; null without visitors. MORE_LEADS_THAN_VISITORS
   * when leads outnumber visitors: several people behind one address and browser are one visitor
   * (decision 0064), and a rate above 100 would say nothing true.
   */
  leadRate: number | null | typeof MORE_LEADS_THAN_VISITORS;
  sources: TallyRow[];
  campaigns: TallyRow[];
  pages: TallyRow[];
  landings: TallyRow[];
  langs: TallyRow[];
  devices: TallyRow[];
  /** Every day of the period, oldest first, zero where nothing happened. */
  days: DayTally[];
};

const SUMMED = ["visitors", "pageviews", "enquiries", "whatsapp", "calls", "emails", "leads"] as const;

function emptyTally(): Tally {
  return { visitors: 0, pageviews: 0, enquiries: 0, whatsapp: 0, calls: 0, emails: 0, leads: 0 };
}

function addRow(tally: Tally, row: SqlRow | Tally): void {
  for (const column of SUMMED) tally[column] += toNumber(row[column] ?? 0);
}

/** The IST days from `first` to `last`, both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let start = istDayStart(first); istDay(start) <= last; start += DAY_MS) days.push(istDay(start));
  return days;
}

/** How a list is ordered: pages by views (the owner's 'Top pages'), the rest by visitors; then leads, then name. */
type Order = "visitors" | "pageviews";

/** The values in order: the first `limit`, then one row of the rest and the days' own 'other'. */
function ranked(values: Map<string, Tally>, { limit = Infinity, by = "visitors" }: { limit?: number; by?: Order } = {}): TallyRow[] {
  const rows = [...values]
    .filter(([value]) => value !== OTHER_VALUE)
    .map(([value, tally]) => ({ value, ...tally }))
    .sort((a, b) => b[by] - a[by] || b.visitors - a.visitors || b.leads - a.leads || a.value.localeCompare(b.value));
  const rest = [...rows.slice(limit), ...(values.has(OTHER_VALUE) ? [values.get(OTHER_VALUE)!] : [])];
  if (rest.length === 0) return rows;
  const other = emptyTally();
  for (const tally of rest) addRow(other, tally);
  return [...rows.slice(0, limit), { value: OTHER_VALUE, ...other }];
}

/**
 * A list with, last, what the totals hold that its rows do not: the visits without a campaign, or
 * without a landing page. Never below zero: a day rolled up before decision 0085 counted a visitor
 * under each of their values, so its rows can add up to more.
 */
function withoutValue(rows: TallyRow[], totals: Tally): TallyRow[] {
  const rest = { ...totals };
  for (const row of rows) for (const column of SUMMED) rest[column] -= row[column];
  for (const column of SUMMED) rest[column] = Math.max(0, rest[column]);
  return SUMMED.some((column) => rest[column] > 0) ? [...rows, { value: null, ...rest }] : rows;
}

function leadRate({ visitors, leads }: Tally): InsightsReport["leadRate"] {
  if (visitors === 0) return null;
  return leads > visitors ? MORE_LEADS_THAN_VISITORS : Math.round((leads / visitors) * 1000) / 10;
}

export class Insights {
  constructor(private readonly sql: SqlDatabase) {}

  async report(period: Period, now = Date.now()): Promise<InsightsReport> {
    const firstDay = periodFirstDay(period, now);
    const lastDay = istDay(now);
    // The finished days' totals first: the days without one are counted from raw events.
    const dailyTotals = await this.sql.query(`SELECT day, ${SUMMED.join(", ")} FROM analytics_daily WHERE dimension = 'total' AND day >= ? AND day <= ?`, [firstDay, lastDay]);
    const rolledDays = new Set(dailyTotals.map((row) => String(row.day)));
    const liveDays = daysBetween(firstDay, lastDay).filter((day) => !rolledDays.has(day));
    const [summed, live, [recent]] = await Promise.all([
      this.sql.query(
        `SELECT dimension, value, ${SUMMED.map((column) => `SUM(${column}) AS ${column}`).join(", ")}
          FROM analytics_daily WHERE day >= ? AND day <= ? GROUP BY dimension, value`,
        [firstDay, lastDay],
      ),
      liveDays.length === 0 ? Promise.resolve([]) : this.liveRows(liveDays),
      this.sql.query("SELECT COUNT(DISTINCT visitor) AS visitors FROM analytics_events WHERE occurred_at > ?", [now - RIGHT_NOW_MS]),
    ]);

    const byDimension = new Map<Dimension, Map<string, Tally>>((Object.keys(DIMENSIONS) as Dimension[]).map((dimension) => [dimension, new Map()]));
    const byDay = new Map(daysBetween(firstDay, lastDay).map((day) => [day, emptyTally()]));
    for (const row of [...summed, ...live]) {
      const values = byDimension.get(row.dimension as Dimension)!;
      const value = String(row.value);
      if (!values.has(value)) values.set(value, emptyTally());
      addRow(values.get(value)!, row);
    }
    for (const row of [...dailyTotals, ...live.filter((row) => row.dimension === "total")]) {
      const tally = byDay.get(String(row.day));
      if (tally) addRow(tally, row);
    }

    const totals = byDimension.get("total")!.get("") ?? emptyTally();
    const list = (dimension: Dimension, order?: { limit?: number; by?: Order }) => ranked(byDimension.get(dimension)!, order);
    return {
      period,
      firstDay,
      lastDay,
      rightNow: toNumber(recent?.visitors ?? 0),
      totals,
      leadRate: leadRate(totals),
      sources: list("source"),
      campaigns: withoutValue(list("campaign", { limit: TOP.campaign }), totals),
      pages: list("page", { limit: TOP.page, by: "pageviews" }),
      landings: withoutValue(list("landing", { limit: TOP.landing }), totals),
      langs: list("lang"),
      devices: list("device"),
      days: [...byDay].map(([day, tally]) => ({ day, visitors: tally.visitors, leads: tally.leads })),
    };
  }

  /** The rows the roll-up would write for these days, from raw events now. */
  private liveRows(days: string[]): Promise<SqlRow[]> {
    const selects = (Object.keys(DIMENSIONS) as Dimension[]).map((dimension) => dailyRowsFromEvents(dimension, days));
    return this.sql.query(
      selects.map((select) => select.sql).join(" UNION ALL "),
      selects.flatMap((select) => select.params ?? []),
    );
  }
}
