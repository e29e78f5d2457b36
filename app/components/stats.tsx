import type { Stat } from "~/content/schema";

export function StatTiles({ stats, onDark = false }: { stats: Stat[]; onDark?: boolean }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse rounded-2xl p-6 text-center ${
            onDark ? "bg-white/10 ring-1 ring-white/15" : "bg-white shadow-sm ring-1 ring-slate-200"
          }`}
        >
          <dt className={`mt-1 text-sm font-medium ${onDark ? "text-brand-100" : "text-slate-600"}`}>{stat.label}</dt>
          <dd className={`text-4xl font-extrabold tracking-tight ${onDark ? "text-accent-300" : "text-brand-700"}`}>
            {stat.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
