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
 * The utm_medium values that mean a paid ad, as Google's and Meta's guides and the usual tools
 * write them; a Google Ads click id is an ad whatever the medium. An fbclid is not: Facebook adds
 * it to every link a visitor follows out of it, ad or post.
 */
const PAID_MEDIUM = /^(cpc|ppc|cpm|cpv|paid|paid[-_ ]?(social|search|media)|ads?|display|banner|sponsored)$/i;
const MAIL_MEDIUM = /^(e-?mail|newsletter)$/i;

/**
 * How a visit came, in a shop owner's words rather than its fields: 'Facebook ad' for
 * utm_source facebook and utm_medium paid, 'Google search' for Google without an ad.
 */
function visitWay(attribution: Attribution, lang: Lang): string {
  const words = attributionCopy[lang].ways;
  const { source, utmMedium = "", click } = attribution;
  const named = source !== "ai" && source !== "other" && source !== "direct";
  if (click === "gclid" || PAID_MEDIUM.test(utmMedium)) return named ? words.ad(SOURCE_LABELS[lang][source]) : words.adElsewhere;
  if (MAIL_MEDIUM.test(utmMedium)) return words.mail;
  if (source === "google" || source === "bing") return words.search(SOURCE_LABELS[lang][source]);
  return named ? SOURCE_LABELS[lang][source] : words[source];
}

/** The link's own values, named as the link names them (utm_source …), for whoever set it up. */
function linkDetails(attribution: Attribution): string[] {
  const values: Array<[string, string | undefined]> = [
    ["utm_source", attribution.utmSource],
    ["utm_medium", attribution.utmMedium],
    ["utm_term", attribution.utmTerm],
    ["utm_content", attribution.utmContent],
  ];
  const named = values.flatMap(([key, value]) => (value ? [`${key}: ${value}`] : []));
  // Only the click id's presence is kept, never its value.
  return attribution.click ? [...named, attribution.click] : named;
}

/**
 * 'Where they came from' on an enquiry's page: how the visit came ('Facebook ad') and the other
 * site's host, the campaign, the first page by its name and the language it was sent in, each
 * linking to the inbox filtered by it; the link's raw values folded under them. Every value is
 * the visitor's text, rendered by React as text. No attribution reads as unknown (decision 0067).
 */
export function EnquiryAttribution({ attribution, landingName, language }: { attribution: Attribution | null; landingName: string | null; language: Lang }) {
  const lang = useAdminLang();
  const words = attributionCopy[lang];
  const details = attribution ? linkDetails(attribution) : [];
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
              <FilterLink filter={{ source: attribution.source }}>{visitWay(attribution, lang)}</FilterLink>
              {attribution.referrer ? <span className="block break-words text-slate-600">{words.via(attribution.referrer)}</span> : null}
            </>
          ) : (
            <FilterLink filter={{ source: "unknown" }}>{words.unknown}</FilterLink>
          )}
        </dd>
        {attribution?.utmCampaign ? (
          <>
            <dt className="text-slate-600">{words.campaign}</dt>
            <dd className="text-ink">
              <FilterLink filter={{ campaign: attribution.utmCampaign }}>{attribution.utmCampaign}</FilterLink>
            </dd>
          </>
        ) : null}
        {attribution ? (
          <>
            <dt className="text-slate-600">{words.landing}</dt>
            <dd className="text-ink">
              <FilterLink filter={{ landing: attribution.landing }}>{landingName ?? attribution.landing}</FilterLink>{" "}
              {isSitePath(attribution.landing) ? (
                <a href={attribution.landing} target="_blank" rel="noopener" className="inline-block py-0.5 text-slate-600 underline">
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
      {attribution ? (
        <details className="mt-3 text-sm text-slate-600">
          <summary className="inline-block cursor-pointer py-0.5 underline">{words.linkDetails}</summary>
          <ul className="mt-1 space-y-0.5 break-words">
            <li>
              {words.pageAddress}: {attribution.landing}
            </li>
            {attribution.utmCampaign ? <li>utm_campaign: {attribution.utmCampaign}</li> : null}
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
