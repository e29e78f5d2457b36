import type { Route } from "./+types/layout.en";
import { PublicError, PublicLayout, publicLinks, type PublicHandle } from "~/components/layout/public-layout";
import { localeEn } from "~/content/en/locale";

/** The English pages' layout: their chrome, with the English words only. */
export const handle: PublicHandle = { lang: "en" };

export const links: Route.LinksFunction = () => publicLinks(localeEn);

export default function EnglishLayout() {
  return <PublicLayout locale={localeEn} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicError locale={localeEn} error={error} />;
}
