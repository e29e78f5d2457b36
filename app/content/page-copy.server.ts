/**
 * The page copy of each language, as the route loaders hand it to their pages: server-only,
 * so a page's JavaScript never carries the other language's services, about text or legal
 * pages. The chrome (header, footer, interface strings) each language's layout carries
 * (./locale.ts); the server reads it here too (`locale`), for meta tags and the form's answers.
 */
import { langOfPath, type Lang } from "~/shared/lang";
import { formatDate } from "~/content/text";
import { about, blogsIntro, contactIntro, cta, hero, journey, servicesIntro, stats, values, whyChoose } from "./en/about";
import { privacyPolicy, terms } from "./en/legal";
import { localeEn } from "./en/locale";
import { agencyEn } from "./en/agency";
import { staticPages } from "./en/pages";
import { pageWordsEn } from "./en/page-words";
import { SERVICE_NAMES } from "../shared/services";
import { services } from "./en/services";
import {
  aboutTa,
  blogsIntroTa,
  contactIntroTa,
  ctaTa,
  heroTa,
  journeyTa,
  servicesIntroTa,
  statsTa,
  valuesTa,
  whyChooseTa,
} from "./ta/about";
import { privacyPolicyTa, termsTa } from "./ta/legal";
import { localeTa } from "./ta/locale";
import { agencyTa } from "./ta/agency";
import { staticPagesTa } from "./ta/pages";
import { pageWordsTa } from "./ta/page-words";
import { SERVICE_NAMES_TA } from "~/shared/service-names-ta";
import { servicesTa } from "./ta/services";

export const pageCopy = {
  en: { locale: localeEn, pages: staticPages, words: pageWordsEn, agency: agencyEn, about, blogsIntro, contactIntro, cta, hero, journey, servicesIntro, stats, values, whyChoose, privacyPolicy, terms, services, serviceNames: SERVICE_NAMES },
  ta: {
    locale: localeTa,
    pages: staticPagesTa,
    words: pageWordsTa,
    agency: agencyTa,
    about: aboutTa,
    blogsIntro: blogsIntroTa,
    contactIntro: contactIntroTa,
    cta: ctaTa,
    hero: heroTa,
    journey: journeyTa,
    servicesIntro: servicesIntroTa,
    stats: statsTa,
    values: valuesTa,
    whyChoose: whyChooseTa,
    privacyPolicy: privacyPolicyTa,
    terms: termsTa,
    services: servicesTa,
    serviceNames: SERVICE_NAMES_TA,
  },
} satisfies Record<Lang, unknown>;

/** The language of the page a loader or action serves (a `.data` request carries the page's path). */
export function requestLang(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

/** The copy of the page a loader serves. */
export function copyFor(request: Request) {
  return pageCopy[requestLang(request)];
}

/** What a legal page's loader hands it: the document, and its date as the page's language shows it. */
export function legalPageData(request: Request, page: "privacyPolicy" | "terms") {
  const lang = requestLang(request);
  const document = pageCopy[lang][page];
  return { document, updatedText: formatDate(document.updated, lang), words: pageCopy[lang].words.legalPage };
}
