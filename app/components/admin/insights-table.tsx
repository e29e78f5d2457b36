/**
 * One breakdown of the dashboard (by source, campaign, page, language, device): a row per value
 * with its visitors, views or leads, and its enquiries linked to the inbox filtered to them. A
 * thin bar under each name shows its share of the first column. Values come from visitors' URLs
 * (a campaign, a path) and are only ever rendered as text. The last rows may be 'other', what the
 * list does not name, added up, and the visits without a value (no campaign): no bar, no link
 * (the inbox has no such filter), and a note under 'other'.
 *
 * Narrow, as on a phone or in half of a wide screen (under 30rem, a container query), a table
 * of squeezed columns broke names mid-word and ran headers into each other (issue 37), so it
 * becomes a list: each name on a line of its own, its numbers on the next, in columns as wide as
 * their words, under the column names (decision 0085). The elements keep their table roles.
 */
import { Link } from "react-router";
import { DAILY_TOP_VALUES, OTHER_VALUE } from "~/shared/analytics";
import { insightsCopy } from "~/content/admin/insights";
import { useAdminLang } from "~/components/admin/admin-lang";

type Row = { value: string | null; visitors: number; pageviews: number; leads: number; enquiries: number };
type Column = "visitors" | "pageviews" | "leads" | "enquiries";

/** A count as the owner reads it, with Indian digit grouping (1,28,730), the same on the server and in the browser. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat("en-IN").format(count);
}

/** The narrow layout's grid: one column per number, each as wide as its widest word, spread out. */
const LIST_COLUMNS: Record<number, string> = { 2: "@max-[30rem]:grid-cols-[repeat(2,auto)]", 3: "@max-[30rem]:grid-cols-[repeat(3,auto)]" };

export function InsightsTable({
  title,
  first,
  rows,
  label = (value) => value,
  none,
  columns = ["visitors", "leads", "enquiries"],
  enquiriesHref,
  empty,
}: {
  title: string;
  first: string;
  rows: Row[];
  label?: (value: string) => string;
  /** The name of the row of visits without a value (value null). */
  none?: string;
  columns?: Column[];
  /** Where the inbox lists this row's enquiries; without it, enquiries are plain numbers. */
  enquiriesHref?: (value: string) => string;
  empty?: string;
}) {
  const copy = insightsCopy[useAdminLang()];
  const named = rows.filter((row) => row.value !== OTHER_VALUE && row.value !== null);
  const barColumn = columns[0]!;
  const most = Math.max(1, ...named.map((row) => row[barColumn]));
  return (
    <section className="@container rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty ?? copy.empty}</p>
      ) : (
        // The roles are spelt out: a table laid out as a grid, its rows as `contents`, has lost them in some browsers' accessibility trees.
        <table role="table" className={`mt-2 w-full table-fixed text-left text-sm @max-[30rem]:grid @max-[30rem]:justify-between @max-[30rem]:gap-x-4 ${LIST_COLUMNS[columns.length] ?? ""}`}>
          <thead role="rowgroup" className="@max-[30rem]:contents">
            <tr role="row" className="border-b border-slate-200 text-slate-600 @max-[30rem]:contents">
              <th role="columnheader" scope="col" className="py-2 pr-2 font-medium @max-[30rem]:sr-only">
                {first}
              </th>
              {columns.map((column) => (
                <th key={column} role="columnheader" scope="col" className="w-28 py-2 pl-3 text-right text-xs font-medium whitespace-nowrap @max-[30rem]:w-auto @max-[30rem]:pb-1 @max-[30rem]:pl-0">
                  {copy.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="@max-[30rem]:contents">
            {rows.map((row) => {
              const kind = row.value === null ? "none" : row.value === OTHER_VALUE ? "other" : "named";
              const name = row.value === null ? (none ?? "") : kind === "other" ? copy.other : label(row.value);
              return (
                <tr key={row.value ?? "\u0000none"} role="row" className="border-b border-slate-100 last:border-0 @max-[30rem]:contents">
                  <th
                    role="rowheader"
                    scope="row"
                    className={`py-2 pr-2 align-top font-medium @max-[30rem]:col-span-full @max-[30rem]:[contain:inline-size] @max-[30rem]:border-t @max-[30rem]:border-slate-100 @max-[30rem]:pr-0 @max-[30rem]:pb-0.5 ${kind === "named" ? "text-ink" : "text-slate-600 italic"}`}
                  >
                    {/* A visitor's text (a campaign, an unknown path) may be one long word: it breaks rather than overflow. */}
                    <span className="block [overflow-wrap:anywhere]">{name}</span>
                    {kind === "named" ? <span aria-hidden="true" className="mt-1 block h-1 rounded-full bg-brand-200" style={{ width: `${Math.max(2, (row[barColumn] / most) * 100)}%` }} /> : null}
                  </th>
                  {columns.map((column) => (
                    <td key={column} role="cell" className="py-2 pl-3 text-right align-top whitespace-nowrap tabular-nums @max-[30rem]:pt-0 @max-[30rem]:pl-0">
                      {column === "enquiries" && enquiriesHref && row.enquiries > 0 && kind === "named" ? (
                        <Link to={enquiriesHref(row.value!)} className="inline-flex min-h-6 min-w-6 items-center justify-end font-semibold text-brand-700 underline underline-offset-2">
                          {formatCount(row.enquiries)}
                          <span className="sr-only">{`, ${copy.openInbox}: ${name}`}</span>
                        </Link>
                      ) : (
                        formatCount(row[column])
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {rows.some((row) => row.value === OTHER_VALUE) ? <p className="mt-2 text-xs text-slate-600">{copy.otherNote(DAILY_TOP_VALUES)}</p> : null}
    </section>
  );
}
