import { makeLocale } from "../locale";
import { legalNav, mainNav, site } from "./site";
import { uiEn } from "./ui";

/** Every English word a page's code carries (app/content/locale.ts). */
export const localeEn = makeLocale("en", { ui: uiEn, site, mainNav, legalNav });
