import { makeLocale } from "../locale";
import { legalNavTa, mainNavTa, siteTa } from "./site";
import { uiTa } from "./ui";

/** Every Tamil word a page's code carries (app/content/locale.ts). */
export const localeTa = makeLocale("ta", { ui: uiTa, site: siteTa, mainNav: mainNavTa, legalNav: legalNavTa });
