/**
 * The dashboard's day-by-day chart: visitors and leads as two bar strips of inline SVG, each on
 * its own scale (leads are a few per hundred visitors, and would vanish on the visitors' scale),
 * stretched to the width, so 90 days read on a 390 px phone. The words stay in HTML beside it,
 * the SVG carries a one-sentence summary, and the same numbers are in a table under a <details>.
 */
import { formatCount } from "~/components/admin/insights-table";
import { insightsCopy } from "~/content/admin/insights";
import { formatDate } from "~/shared/ist-time";
import { useAdminLang } from "~/components/admin/admin-lang";
import type { Lang } from "~/shared/lang";

type Day = { day: string; visitors: number; leads: number };

/** '25 Nov' / '25 நவம்பர்' for an IST day (YYYY-MM-DD), as when.tsx writes a date. */
export function formatDay(day: string, lang: Lang): string {
  return formatDate(Date.parse(`${day}T00:00:00+05:30`), lang, false);
}

function Strip({ days, pick, label, barClass }: { days: Day[]; pick: (day: Day) => number; label: string; barClass: string }) {
  const lang = useAdminLang();
  const copy = insightsCopy[lang].chart;
  const shortDay = (day: string) => formatDay(day, lang);
  const values = days.map(pick);
  const highest = Math.max(0, ...values);
  const bestIndex = values.indexOf(highest);
  const total = values.reduce((sum, value) => sum + value, 0);
  const first = shortDay(days[0]!.day);
  const last = shortDay(days.at(-1)!.day);
  const height = 40;
  return (
    <figure className="mt-3">
      <figcaption className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-ink">{label}</span>
        <span className="text-slate-600">{copy.highest(formatCount(highest))}</span>
      </figcaption>
      <svg
        role="img"
        aria-label={copy.summary(label, first, last, formatCount(total), formatCount(highest), shortDay(days[bestIndex]!.day))}
        viewBox={`0 0 ${days.length * 10} ${height}`}
        preserveAspectRatio="none"
        className="mt-1 block h-24 w-full rounded-lg bg-slate-50"
      >
        {values.map((value, index) => {
          const barHeight = highest === 0 ? 0 : Math.max(value > 0 ? 1 : 0, (value / highest) * height);
          return <rect key={days[index]!.day} x={index * 10 + 1.5} y={height - barHeight} width={7} height={barHeight} className={barClass} />;
        })}
      </svg>
    </figure>
  );
}

export function DailyChart({ days }: { days: Day[] }) {
  const lang = useAdminLang();
  const { chart: copy, columns } = insightsCopy[lang];
  const shortDay = (day: string) => formatDay(day, lang);
  return (
    <div>
      <Strip days={days} pick={(day) => day.visitors} label={copy.visitors} barClass="fill-brand-600" />
      <Strip days={days} pick={(day) => day.leads} label={copy.leads} barClass="fill-emerald-600" />
      <p aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
        <span>{shortDay(days[0]!.day)}</span>
        <span>{shortDay(days.at(-1)!.day)}</span>
      </p>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">{copy.tableToggle}</summary>
        <div className="max-h-80 overflow-y-auto">
          <table className="mt-2 w-full text-left">
            <thead>
              {/* The tables' short column names: at 320 px in Tamil the strips' names ran the table off the phone (decision 0085). */}
              <tr className="border-b border-slate-200 text-xs text-slate-600">
                <th scope="col" className="py-1 font-medium">{copy.day}</th>
                <th scope="col" className="py-1 pl-3 text-right font-medium whitespace-nowrap">{columns.visitors}</th>
                <th scope="col" className="py-1 pl-3 text-right font-medium whitespace-nowrap">{columns.leads}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-slate-100">
                  <th scope="row" className="py-1 font-normal">{shortDay(day.day)}</th>
                  <td className="py-1 pl-3 text-right tabular-nums">{formatCount(day.visitors)}</td>
                  <td className="py-1 pl-3 text-right tabular-nums">{formatCount(day.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
