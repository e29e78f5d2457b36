import { Link } from "react-router";
import type { Attribution } from "~/shared/analytics";
import { inboxQuery, type InboxFilters } from "~/shared/inbox";
import type { Lang } from "~/shared/lang";
import { attributionCopy } from "~/content/admin/attribution";
import { inboxCopy } from "~/content/admin/inbox";
import { useAdminLang } from "~/components/admin/admin-lang";
import { SOURCE_LABELS } from "~/content/admin/sources";

// Inline-block with padding: each link at least 24 px tall, so stacked ones on a phone are targets apart (WCAG 2.5.8).
const valueLink = "inline-block py-0.5 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700";

/** A value that opens every enquiry sharing it, whatever their status. */
function FilterLink({ filter, children }: { filter: Partial<InboxFilters>; children: React.ReactNode }) {
  const words = attributionCopy[useAdminLang()];
  return (
    <Link to={`/admin${inboxQuery({ status: "all", ...filter })}`} title={words.allWithThis} className={`${valueLink} break-words`}>
      {children}
    </Link>
  );
}

/** Only a path of this site is linked as the landing page (the server accepts no other; this holds for old rows too). */
const isSitePath = (path: string) => /^\/(?!\/)/.test(path);

/**
 * 'How they found you' on an enquiry's page: its source (and the other site's host), campaign,
 * paid click, landing page and the language it was sent in, each linking to the inbox filtered by
 * it. Every value is the visitor's text, rendered by React as text. No attribution reads as
 * unknown (decision 0067).
 */
export function EnquiryAttribution({ attribution, language }: { attribution: Attribution | null; language: Lang }) {
  const lang = useAdminLang();
  const words = attributionCopy[lang];
  const details = attribution
    ? (Object.keys(words.campaignDetails) as Array<keyof typeof words.campaignDetails>).flatMap((key) => {
        const value = attribution[key];
        return value ? [`${words.campaignDetails[key]}: ${value}`] : [];
      })
    : [];
  return (
    <section aria-labelledby="attribution-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5" data-testid="enquiry-attribution">
      <h2 id="attribution-heading" className="text-sm font-semibold text-slate-600">
        {words.heading}
      </h2>
      <dl className="mt-2 grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        <dt className="text-slate-600">{words.source}</dt>
        <dd className="text-ink">
          {attribution ? (
            <>
              <FilterLink filter={{ source: attribution.source }}>{SOURCE_LABELS[lang][attribution.source]}</FilterLink>
              {attribution.referrer ? <span className="block break-words text-slate-600">{words.via(attribution.referrer)}</span> : null}
            </>
          ) : (
            <FilterLink filter={{ source: "unknown" }}>{words.unknown}</FilterLink>
          )}
        </dd>
        {attribution?.utmCampaign || details.length > 0 ? (
          <>
            <dt className="text-slate-600">{words.campaign}</dt>
            <dd className="text-ink">
              {attribution?.utmCampaign ? <FilterLink filter={{ campaign: attribution.utmCampaign }}>{attribution.utmCampaign}</FilterLink> : words.noCampaignName}
              {details.map((detail) => (
                <span key={detail} className="block break-words text-slate-600">
                  {detail}
                </span>
              ))}
            </dd>
          </>
        ) : null}
        {attribution?.click ? (
          <>
            <dt className="text-slate-600">{words.paidClick}</dt>
            <dd className="text-ink">{words.clicks[attribution.click]}</dd>
          </>
        ) : null}
        {attribution ? (
          <>
            <dt className="text-slate-600">{words.landing}</dt>
            <dd className="text-ink">
              <FilterLink filter={{ landing: attribution.landing }}>{attribution.landing}</FilterLink>{" "}
              {isSitePath(attribution.landing) ? (
                <a href={attribution.landing} target="_blank" rel="noopener" className="inline-block py-0.5 whitespace-nowrap text-slate-600 underline">
                  {words.openPage}
                </a>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">{words.language}</dt>
        <dd className="text-ink" data-testid="enquiry-language">
          <FilterLink filter={{ lang: language }}>{inboxCopy[lang].languages[language]}</FilterLink>
        </dd>
      </dl>
    </section>
  );
}
