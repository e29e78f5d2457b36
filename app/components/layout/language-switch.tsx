import { Link, useLocation } from "react-router";
import { counterpartPath, LANG_TAG, langCookie, LANGUAGE_NAMES, langOfPath, otherLang } from "~/shared/lang";

/**
 * The link to the same page in the other language, named in that language ("தமிழ்" on an
 * English page, "English" on a Tamil one). Following it records the choice in a cookie, so
 * the English home page sends this visitor to /ta later (server/http/language-redirect.ts).
 */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const target = otherLang(langOfPath(pathname));
  return (
    <Link
      to={`${counterpartPath(pathname)}${search}${hash}`}
      lang={LANG_TAG[target]}
      hrefLang={LANG_TAG[target]}
      data-testid="language-switch"
      onClick={() => {
        document.cookie = langCookie(target, window.location.protocol === "https:");
        onNavigate?.();
      }}
      className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3.5 text-sm font-semibold text-slate-800 hover:border-brand-700 hover:text-brand-700"
    >
      {LANGUAGE_NAMES[target]}
    </Link>
  );
}
