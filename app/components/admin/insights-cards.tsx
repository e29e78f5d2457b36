/**
 * The dashboard's headline numbers: visitors, leads, the lead rate, page views, enquiries and the
 * taps. Phone first (decision 0085): below 768 px one list, a row per number, its name beside it
 * and its note under both, so that no name is squeezed into half a 320 px screen (Tamil's
 * 'பார்வையாளர்கள்' is 131 px of text); from 768 px four cards a row.
 */
import { Link } from "react-router";
import { MORE_LEADS_THAN_VISITORS } from "~/shared/analytics";
import { formatCount } from "~/components/admin/insights-table";
import { insightsCopy } from "~/content/admin/insights";
import { useAdminLang } from "~/components/admin/admin-lang";

type Totals = { visitors: number; pageviews: number; leads: number; enquiries: number; whatsapp: number; calls: number; emails: number };

function Card({ label, value, hint, href }: { label: string; value: string; hint?: string; href?: string }) {
  const body = (
    <>
      <span className="text-sm font-medium text-slate-600">{label}</span>
      <span className={`text-right text-2xl font-bold whitespace-nowrap tabular-nums md:mt-1 md:block md:text-left md:text-3xl ${href ? "text-brand-700 underline decoration-2 underline-offset-4" : "text-ink"}`}>{value}</span>
      {hint ? <span className="col-span-2 mt-0.5 text-xs text-slate-600 md:mt-1 md:block">{hint}</span> : null}
    </>
  );
  const box = "grid h-full grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 px-4 py-3 md:block md:rounded-2xl md:border md:border-slate-200 md:bg-white md:p-4 md:shadow-xs";
  return href ? (
    <Link to={href} className={`${box} hover:bg-brand-50 md:hover:border-brand-500 md:hover:bg-white`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

export function InsightsCards({ totals, leadRate, enquiriesHref }: { totals: Totals; leadRate: number | null | typeof MORE_LEADS_THAN_VISITORS; enquiriesHref?: string }) {
  const copy = insightsCopy[useAdminLang()];
  const rate = typeof leadRate === "number" ? `${leadRate}%` : copy.noLeadRate;
  const cards = [
    { label: copy.cards.visitors, value: totals.visitors, hint: copy.cards.visitorsHint },
    { label: copy.cards.leads, value: totals.leads, hint: copy.leadsHint },
    { label: copy.cards.leadRate, value: rate, hint: leadRate === MORE_LEADS_THAN_VISITORS ? copy.cards.moreLeadsThanVisitors : copy.cards.leadRateHint },
    { label: copy.cards.pageviews, value: totals.pageviews },
    { label: copy.cards.enquiries, value: totals.enquiries, href: enquiriesHref },
    { label: copy.cards.whatsapp, value: totals.whatsapp },
    { label: copy.cards.calls, value: totals.calls },
    { label: copy.cards.emails, value: totals.emails },
  ];
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-xs md:grid md:grid-cols-4 md:gap-3 md:divide-y-0 md:rounded-none md:border-0 md:bg-transparent md:shadow-none">
      {cards.map((card) => (
        <li key={card.label}>
          <Card label={card.label} value={typeof card.value === "number" ? formatCount(card.value) : card.value} hint={card.hint} href={card.href} />
        </li>
      ))}
    </ul>
  );
}
