import type { Stat } from "~/content/schema";

export function StatTiles({ stats, onDark = false }: { stats: Stat[]; onDark?: boolean }) {
  return (
    <dl className="grid grid-cols-3 gap-3 sm:gap-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse justify-end rounded-2xl px-2 py-5 text-center sm:p-6 ${
            onDark ? "bg-white/10 ring-1 ring-white/15" : "bg-white shadow-sm ring-1 ring-slate-200"
          }`}
        >
          <dt className={`mt-1 text-xs leading-snug font-medium sm:text-sm ${onDark ? "text-brand-100" : "text-slate-600"}`}>{stat.label}</dt>
          <dd className={`text-3xl font-extrabold sm:text-4xl tracking-tight ${onDark ? "text-accent-300" : "text-brand-700"}`}>
            {stat.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
