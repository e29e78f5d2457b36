import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { localeOfPath } from "~/content/locale";
import { legalPageData } from "~/content/page-copy.server";
import { pageMeta } from "~/seo/meta";

export function loader({ request }: Route.LoaderArgs) {
  return legalPageData(request, "privacyPolicy");
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { pages, path } = localeOfPath(location.pathname);
  return pageMeta({ ...pages["/privacy-policy"], path: path("/privacy-policy") });
};

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
