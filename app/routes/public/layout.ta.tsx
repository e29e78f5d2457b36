import type { Route } from "./+types/layout.ta";
import { PublicError, PublicLayout, publicLinks, type PublicHandle } from "~/components/layout/public-layout";
import { localeTa } from "~/content/ta/locale";

/** The Tamil pages' layout (/ta/…): their chrome, with the Tamil words only, and the Tamil font. */
export const handle: PublicHandle = { lang: "ta" };

export const links: Route.LinksFunction = () => publicLinks(localeTa);

export default function TamilLayout() {
  return <PublicLayout locale={localeTa} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PublicError locale={localeTa} error={error} />;
}
