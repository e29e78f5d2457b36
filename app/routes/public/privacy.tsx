import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/legal-page";
import { legalPageData } from "~/content/page-copy.server";
import { staticPageMeta } from "~/seo/meta.server";

export function loader({ request }: Route.LoaderArgs) {
  return { ...legalPageData(request, "privacyPolicy"), meta: staticPageMeta(request, "/privacy-policy") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData} />;
}
