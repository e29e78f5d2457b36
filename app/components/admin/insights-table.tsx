/**
 * One breakdown of the dashboard (by source, campaign, page, language, device): a row per value
 * with its visitors, views or leads, and its enquiries linked to the inbox filtered to them. A
 * thin bar under each name shows its share of the visitors. Values come from visitors' URLs
 * (a campaign, a path) and are only ever rendered as text. The last row may be 'other', what the
 * list does not name, added up: no bar, no link (the inbox has no such filter), and a note.
 */
import { Link } from "react-router";
import { DAILY_TOP_VALUES, OTHER_VALUE } from "~/shared/analytics";
import { insightsCopy } from "~/content/admin/insights";
import { useAdminLang } from "~/components/admin/admin-lang";

type Row = { value: string; visitors: number; pageviews: number; leads: number; enquiries: number };
type Column = "visitors" | "pageviews" | "leads" | "enquiries";

/** A count as the owner reads it, with Indian digit grouping (1,28,730), the same on the server and in the browser. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat("en-IN").format(count);
}

export function InsightsTable({
  title,
  first,
  rows,
  label = (value) => value,
  columns = ["visitors", "leads", "enquiries"],
  enquiriesHref,
  empty,
}: {
  title: string;
  first: string;
  rows: Row[];
  label?: (value: string) => string;
  columns?: Column[];
  /** Where the inbox lists this row's enquiries; without it, enquiries are plain numbers. */
  enquiriesHref?: (value: string) => string;
  empty?: string;
}) {
  const copy = insightsCopy[useAdminLang()];
  const named = rows.filter((row) => row.value !== OTHER_VALUE);
  const most = Math.max(1, ...named.map((row) => row.visitors));
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty ?? copy.empty}</p>
      ) : (
        <table className="mt-2 w-full table-fixed text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-2 font-medium">{first}</th>
              {columns.map((column) => (
                <th key={column} scope="col" className="w-[4.6rem] py-2 pl-1 text-right text-xs font-medium sm:w-24 sm:text-sm">
                  {copy.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const other = row.value === OTHER_VALUE;
              const name = other ? copy.other : label(row.value);
              return (
                <tr key={row.value} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className={`py-2 pr-2 align-top font-medium ${other ? "text-slate-600 italic" : "text-ink"}`}>
                    <span className="block break-words">{name}</span>
                    {other ? null : <span aria-hidden="true" className="mt-1 block h-1 rounded-full bg-brand-200" style={{ width: `${Math.max(2, (row.visitors / most) * 100)}%` }} />}
                  </th>
                  {columns.map((column) => (
                    <td key={column} className="py-2 text-right align-top tabular-nums">
                      {column === "enquiries" && enquiriesHref && row.enquiries > 0 && !other ? (
                        <Link to={enquiriesHref(row.value)} className="inline-flex min-h-6 min-w-6 items-center justify-end font-semibold text-brand-700 underline underline-offset-2">
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
      {named.length < rows.length ? <p className="mt-2 text-xs text-slate-600">{copy.otherNote(DAILY_TOP_VALUES)}</p> : null}
    </section>
  );
}
