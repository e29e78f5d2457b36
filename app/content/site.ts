import { siteIdentity } from "~/shared/site";
import type { SiteText } from "./en/site";

/**
 * The identity (app/shared/site.ts) with one language's words: what the components read as
 * `site`. Apart from both languages' modules, so a Tamil page's code imports nothing English.
 */
export function siteIn(text: SiteText) {
  return {
    ...siteIdentity,
    ...text,
  };
}
export type Site = ReturnType<typeof siteIn>;
