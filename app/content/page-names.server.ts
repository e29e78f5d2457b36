/**
 * A page of the site as its owner calls it, from its path: 'Home', 'Meta Ads service', an
 * article by its title, 'Home (Tamil)'. The names are the site's own, in the owner's language:
 * the menus' labels for the fixed pages, the services' names, the articles' titles (the Tamil
 * twin's for a Tamil owner), so a page added to the site is named without a list to keep. A page
 * in the other language says so; a path that is no page of the site (an old link, a mistyped
 * address) stays a path. For the dashboard (decision 0085), and the inbox's landing pages.
 */
import { englishPath, langOfPath, type Lang } from "~/shared/lang";
import { pageNamesCopy } from "~/content/admin/page-names";
import { inboxCopy } from "~/content/admin/inbox";
import { blogFor } from "./articles.server";
import { pageCopy } from "./page-copy.server";

/** The page's own name in a language, or undefined when the path is no page of the site. */
function ownName(english: string, lang: Lang): string | undefined {
  const { locale, serviceNames } = pageCopy[lang];
  const fixed = [...locale.mainNav, ...locale.legalNav].find((link) => link.to === english);
  if (fixed) return fixed.label;
  const [, section, slug, ...rest] = english.split("/");
  if (!slug || rest.length > 0) return undefined;
  if (section === "services") {
    const service = serviceNames.find((candidate) => candidate.slug === slug);
    return service ? pageNamesCopy[lang].service(service.title) : undefined;
  }
  if (section === "blogs") return blogFor(lang).find(slug)?.article.title;
  return undefined;
}

export function pageName(path: string, ownerLang: Lang): string {
  // A trailing slash is the same page ("/ta/" is "/ta").
  const page = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const name = ownName(englishPath(page), ownerLang);
  if (name === undefined) return path;
  const pageLang = langOfPath(page);
  return pageLang === ownerLang ? name : pageNamesCopy[ownerLang].inLanguage(name, inboxCopy[ownerLang].languages[pageLang]);
}
