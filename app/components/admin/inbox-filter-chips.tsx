import { Link } from "react-router";
import type { InboxFilters } from "~/shared/inbox";
import type { Lang } from "~/shared/lang";
import { attributionCopy } from "~/content/admin/attribution";
import { inboxCopy } from "~/content/admin/inbox";
import { useAdminLang } from "~/components/admin/admin-lang";
import { SOURCE_LABELS } from "~/content/admin/sources";

/** The list's filters by what brought an enquiry (the dashboard and the enquiry page link with them). */
const ATTRIBUTION_FILTERS = ["source", "campaign", "landing", "lang", "period"] as const;
type AttributionFilter = (typeof ATTRIBUTION_FILTERS)[number];

function shownValue(filter: AttributionFilter, filters: InboxFilters, lang: Lang): string | undefined {
  switch (filter) {
    case "source":
      return filters.source && SOURCE_LABELS[lang][filters.source];
    case "lang":
      return filters.lang && inboxCopy[lang].languages[filters.lang];
    case "period":
      return filters.period && attributionCopy[lang].periods[filters.period];
    default:
      return filters[filter];
  }
}

/** The attribution filters in effect, with what the owner reads for each. */
export function activeAttributionFilters(filters: InboxFilters, lang: Lang): Array<{ filter: AttributionFilter; label: string }> {
  return ATTRIBUTION_FILTERS.flatMap((filter) => {
    const value = shownValue(filter, filters, lang);
    return value ? [{ filter, label: `${attributionCopy[lang].filters[filter]}: ${value}` }] : [];
  });
}

/**
 * The attribution filters in effect as chips, each a link to the same list without it, so the
 * owner sees why the list is short and can widen it in one tap. The visitor's text (a campaign,
 * a landing page) is rendered by React as text.
 */
export function InboxFilterChips({ filters, link }: { filters: InboxFilters; link: (change: Partial<InboxFilters>) => string }) {
  const lang = useAdminLang();
  const words = attributionCopy[lang];
  const active = activeAttributionFilters(filters, lang);
  if (active.length === 0) return null;
  return (
    <ul aria-label={words.activeFilters} className="mt-3 flex flex-wrap gap-2" data-testid="inbox-filter-chips">
      {active.map(({ filter, label }) => (
        <li key={filter} className="min-w-0 max-w-full">
          <Link
            to={link({ [filter]: undefined })}
            aria-label={words.removeFilter(label)}
            className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border border-brand-200 bg-brand-50 py-1 pr-3 pl-4 text-sm font-semibold text-brand-800 hover:border-brand-600"
          >
            <span className="min-w-0 truncate">{label}</span>
            <span aria-hidden="true" className="text-lg leading-none">
              ×
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The attribution filters as hidden fields, so that a search keeps them. */
export function AttributionFilterFields({ filters }: { filters: InboxFilters }) {
  return ATTRIBUTION_FILTERS.map((filter) => (filters[filter] ? <input key={filter} type="hidden" name={filter} value={filters[filter]} /> : null));
}
