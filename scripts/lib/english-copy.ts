/**
 * The English copy a Tamil page must not carry (./language-rule.ts): the prose of every module of
 * app/content/en/ (the chrome's interface strings, the site's words and navigation, the contact
 * page's and each page's own words, titles and descriptions, about, services and legal copy),
 * less what the Tamil twin in app/content/ta/ says too.
 *
 * - A string leaf counts when it is prose: 8 characters or more, at least two of its words
 *   (between spaces) with Latin letters; not a URL, a MIME type or a phone number. A single word ("Services", "Email") is left out: Tamil copy uses brand and trade
 *   words as they are (SEO, WhatsApp, Meta Ads), and one word says too little to be copy.
 * - A string the Tamil copy contains (equal, or inside a longer Tamil string) is left out: brand
 *   names, the agency's name and contacts, slugs and the icon names are the same in both.
 * - The services' English names are left out too: they are the values the contact form posts and
 *   the inbox stores (SERVICE_NAME_OPTIONS, app/shared/services.ts), the same in every language;
 *   a Tamil page shows each service by its Tamil name and posts the English value.
 * - A function leaf (`tooLong: (max) => \`Please keep your name to ${max} characters or fewer.\``)
 *   is sampled: called with a marker for each argument, its literal text between the markers
 *   counts like a string (`Please keep your name to`, `characters or fewer.`). That is the text
 *   a template literal leaves in the built code; of a branch on an argument's value (`count ===
 *   1 ? "this field" : ...`) only the branch the marker takes is seen. A function that throws
 *   on the marker is not sampled (`unsampled`). Functions a module exports (getService) are
 *   its interface, not copy, and are not walked.
 */
import * as aboutEn from "../../app/content/en/about";
import * as agencyEn from "../../app/content/en/agency";
import * as contactEn from "../../app/content/en/contact";
import * as legalEn from "../../app/content/en/legal";
import * as localeEn from "../../app/content/en/locale";
import * as pageWordsEn from "../../app/content/en/page-words";
import * as pagesEn from "../../app/content/en/pages";
import * as servicesEn from "../../app/content/en/services";
import * as siteEn from "../../app/content/en/site";
import * as uiEn from "../../app/content/en/ui";
import * as aboutTa from "../../app/content/ta/about";
import * as agencyTa from "../../app/content/ta/agency";
import * as contactTa from "../../app/content/ta/contact";
import * as legalTa from "../../app/content/ta/legal";
import * as localeTa from "../../app/content/ta/locale";
import * as pageWordsTa from "../../app/content/ta/page-words";
import * as pagesTa from "../../app/content/ta/pages";
import * as serviceNamesTa from "../../app/shared/service-names-ta";
import * as servicesTa from "../../app/content/ta/services";
import * as siteTa from "../../app/content/ta/site";
import * as uiTa from "../../app/content/ta/ui";
import { textLeaves } from "../../app/content/text-leaves";
import { SERVICE_NAME_OPTIONS } from "../../app/shared/services";

/** Every module of app/content/en and app/content/ta, by file name (a test holds this to the folders). */
export const COPY_MODULES = {
  en: {
    "about.ts": aboutEn,
    "agency.ts": agencyEn,
    "contact.ts": contactEn,
    "legal.ts": legalEn,
    "locale.ts": localeEn,
    "page-words.ts": pageWordsEn,
    "pages.ts": pagesEn,
    "services.ts": servicesEn,
    "site.ts": siteEn,
    "ui.ts": uiEn,
  },
  ta: {
    "about.ts": aboutTa,
    "agency.ts": agencyTa,
    "contact.ts": contactTa,
    "legal.ts": legalTa,
    "locale.ts": localeTa,
    "page-words.ts": pageWordsTa,
    "pages.ts": pagesTa,
    "service-names.ts": serviceNamesTa,
    "services.ts": servicesTa,
    "site.ts": siteTa,
    "ui.ts": uiTa,
  },
} as const;

/** Stands for every argument of a sampled function; no copy contains it. */
const MARK = "\u0000";

/** Text as copy: 8 characters or more, and at least two words (between spaces) with two Latin letters each. */
export function isProse(text: string): boolean {
  return text.length >= 8 && text.split(/\s+/).filter((word) => /[A-Za-z]{2}/.test(word)).length >= 2;
}

/**
 * The texts of copy modules: each string leaf of what they export, and the literal parts of each
 * function leaf (see above), trimmed; the functions that threw on the marker, by key.
 */
export function copyTexts(modules: readonly object[]): { texts: string[]; unsampled: string[] } {
  const texts: string[] = [];
  const unsampled: string[] = [];
  for (const module of modules) {
    const copy = Object.fromEntries(Object.entries(module).filter(([, value]) => typeof value !== "function"));
    for (const [key, value] of textLeaves(copy)) {
      if (typeof value === "string") {
        texts.push(value.trim());
        continue;
      }
      try {
        const sample = String((value as (...args: string[]) => unknown)(...Array<string>(Math.max(value.length, 1)).fill(MARK)));
        texts.push(...sample.split(MARK).map((part) => part.trim()));
      } catch {
        unsampled.push(key);
      }
    }
  }
  return { texts: texts.filter(Boolean), unsampled };
}

/** The English prose that no Tamil text contains, each once, longest first (the report names the most telling). */
export function englishOnly(english: readonly string[], tamil: readonly string[]): string[] {
  const prose = [...new Set(english.filter(isProse))];
  return prose.filter((s) => !tamil.some((t) => t.includes(s))).sort((a, b) => b.length - a.length);
}

/** The site's English copy, as ./language-rule.ts looks for it on Tamil pages; and the functions not sampled. */
export function siteEnglishCopy(): { strings: string[]; unsampled: string[] } {
  const english = copyTexts(Object.values(COPY_MODULES.en));
  const tamil = copyTexts(Object.values(COPY_MODULES.ta));
  return { strings: englishOnly(english.texts, [...tamil.texts, ...SERVICE_NAME_OPTIONS]), unsampled: [...english.unsampled, ...tamil.unsampled] };
}
