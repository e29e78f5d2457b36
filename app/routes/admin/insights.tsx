/**
 * The owner's dashboard (issue 29, decision 0066): for today or the last 7, 30 or 90 IST days,
 * visitors, page views and leads; by source, campaign, page, landing page, language and device;
 * a day-by-day chart; and visitors right now. Every count of enquiries links to the inbox
 * filtered to them. The period is a link (?period=), so the page works without JavaScript.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/insights";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell, adminTitle } from "~/components/admin/admin-shell";
import { DailyChart, formatDay } from "~/components/admin/daily-chart";
import { InsightsCards } from "~/components/admin/insights-cards";
import { InsightsTable } from "~/components/admin/insights-table";
import { insightsCopy } from "~/content/admin/insights";
import { SOURCE_LABELS } from "~/content/admin/sources";
import { PERIODS, type Period } from "~/shared/analytics";
import { inboxQuery, type InboxFilters } from "~/shared/inbox";
import type { Lang } from "~/shared/lang";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { pageName } from "~/content/page-names.server";

/** What the dashboard opens on: the owner's question is about the last month. */
const DEFAULT_PERIOD: Period = "30d";

export const meta: Route.MetaFunction = ({ data }) => [{ title: adminTitle(insightsCopy[data?.lang ?? "en"].title, data?.newCount ?? 0) }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { insights, inbox, session, headers, lang } = await requireOwner(args);
  const asked = new URL(args.request.url).searchParams.get("period");
  const period = PERIODS.find((candidate) => candidate === asked) ?? DEFAULT_PERIOD;
  const [report, counts] = await Promise.all([insights.report(period), inbox.counts()]);
  // Pages by the names the owner knows them by, in the owner's language, not by their paths.
  const paths = [...report.pages, ...report.landings].flatMap((row) => (row.value ? [row.value] : []));
  const pageNames = Object.fromEntries(paths.map((path) => [path, pageName(path, lang)]));
  return data({ report, pageNames, email: session.email, lang, now: Date.now(), newCount: counts.new }, { headers });
}

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
  const { report, pageNames, email, newCount, lang } = loaderData;
  const copy = insightsCopy[lang];
  const shortDay = (day: string) => formatDay(day, lang);
  const { period, totals } = report;
  const inbox = (filters: Partial<InboxFilters>) => `/admin${inboxQuery({ status: "all", period, ...filters })}`;
  const sourceLabel = (value: string) => SOURCE_LABELS[lang][value as keyof (typeof SOURCE_LABELS)["en"]] ?? value;
  const page = (path: string) => pageNames[path] ?? path;
  const nothingYet = totals.visitors === 0 && totals.leads === 0;

  return (
    <AdminShell newCount={newCount} email={email}>
      <h1 className="text-2xl font-bold text-ink">{copy.title}</h1>
      <p className="mt-1 max-w-prose text-sm text-slate-700">{copy.intro}</p>

      <nav aria-label={copy.periodsLabel} className="mt-4">
        <ul className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-grid">
          {PERIODS.map((choice) => (
            <li key={choice}>
              <Link
                to={`/admin/insights?period=${choice}`}
                aria-current={choice === period ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap ${choice === period ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/60"}`}
              >
                {copy.periods[choice]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="text-slate-700">{copy.range(shortDay(report.firstDay), shortDay(report.lastDay))}</p>
        {/* Inline, so that on a narrow phone the words wrap as one sentence, not as two columns. */}
        <p className="font-semibold text-ink" role="status">
          <span aria-hidden="true" className={`mr-2 inline-block size-2.5 rounded-full ${report.rightNow > 0 ? "bg-emerald-500" : "bg-slate-300"}`} />
          {copy.rightNow(report.rightNow)} <span className="font-normal text-slate-600">{copy.rightNowHint}</span>
        </p>
      </div>

      <InsightsCards totals={totals} leadRate={report.leadRate} enquiriesHref={totals.enquiries > 0 ? inbox({}) : undefined} />

      {nothingYet ? <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">{copy.empty}</p> : null}

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {report.days.length > 1 ? (
          <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs lg:col-span-2">
            <h2 className="text-lg font-bold text-ink">{copy.chart.title}</h2>
            <DailyChart days={report.days} />
          </section>
        ) : null}
        <InsightsTable {...copy.tables.sources} rows={report.sources} label={sourceLabel} enquiriesHref={(source) => inbox({ source: source as InboxFilters["source"] })} />
        <InsightsTable {...copy.tables.campaigns} rows={report.campaigns} enquiriesHref={(campaign) => inbox({ campaign })} />
        <InsightsTable {...copy.tables.landings} rows={report.landings} label={page} enquiriesHref={(landing) => inbox({ landing })} />
        <InsightsTable {...copy.tables.pages} rows={report.pages} label={page} columns={["pageviews", "leads"]} />
        <InsightsTable {...copy.tables.langs} rows={report.langs} label={(value) => copy.languages[value as Lang] ?? value} enquiriesHref={(lang) => inbox({ lang: lang as Lang })} />
        <InsightsTable {...copy.tables.devices} rows={report.devices} label={(device) => copy.devices[device] ?? device} columns={["visitors", "pageviews", "leads"]} />
      </div>
    </AdminShell>
  );
}
