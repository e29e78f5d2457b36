import { siteIdentity } from "~/shared/site";
import type { SiteText } from "./en/site";

/**
 * Whom a person asks about their data, and complains to (DPDP Act 2023, s. 8(10)): the privacy
 * page names it. The agency's own address until it appoints someone else.
 */
const grievanceContact = { email: siteIdentity.email } as const;

/**
 * The identity (app/shared/site.ts) with one language's words: what the components read as
 * `site`. Apart from both languages' modules, so a Tamil page's code imports nothing English.
 */
export function siteIn(text: SiteText) {
  return {
    ...siteIdentity,
    ...text,
    grievance: grievanceContact,
  };
}
export type Site = ReturnType<typeof siteIn>;

/** The year the agency was founded ("2024"), from its ISO month: the about page's "Since 2024". */
export const foundedYear = siteIdentity.founded.iso.slice(0, 4);
