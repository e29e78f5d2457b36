import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { localeOfPath } from "~/content/locale";
import { legalPageData } from "~/content/page-copy.server";
import { pageMeta } from "~/seo/meta";

export function loader({ request }: Route.LoaderArgs) {
  return legalPageData(request, "terms");
}

export const meta: Route.MetaFunction = ({ location }) => {
  const { pages, path } = localeOfPath(location.pathname);
  return pageMeta({ ...pages["/terms-conditon"], path: path("/terms-conditon") });
};

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
