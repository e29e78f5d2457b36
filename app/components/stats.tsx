import type { Stat } from "~/content/schema";

/**
 * The spec's three stat tiles. `stacked` lays them out as a column beside text on wide
 * screens (About); otherwise they sit in a row.
 */
export function StatTiles({ stats, onDark = false, stacked = false }: { stats: Stat[]; onDark?: boolean; stacked?: boolean }) {
  return (
    <dl className={`grid grid-cols-3 gap-3 sm:gap-4 ${stacked ? "lg:grid-cols-1" : ""}`}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse justify-end rounded-2xl px-2 py-5 text-center sm:p-6 ${
            stacked ? "lg:flex-row-reverse lg:items-center lg:gap-5 lg:px-8 lg:text-left" : ""
          } ${onDark ? "bg-white/10 ring-1 ring-white/15" : "bg-white shadow-sm ring-1 ring-slate-200"}`}
        >
          <dt className={`mt-1 text-xs leading-snug font-medium sm:text-sm ${stacked ? "lg:mt-0 lg:text-base" : ""} ${onDark ? "text-brand-100" : "text-slate-600"}`}>
            {stat.label}
          </dt>
          <dd className={`text-3xl font-extrabold tracking-tight sm:text-4xl ${stacked ? "lg:w-32 lg:shrink-0 lg:text-5xl" : ""} ${onDark ? "text-accent-300" : "text-brand-700"}`}>
            {stat.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
