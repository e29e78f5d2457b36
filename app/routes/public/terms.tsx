import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/legal-page";
import { legalPageData } from "~/content/page-copy.server";
import { staticPageMeta } from "~/seo/meta.server";

export function loader({ request }: Route.LoaderArgs) {
  return { ...legalPageData(request, "terms"), meta: staticPageMeta(request, "/terms-conditon") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
