import type { Route } from "./+types/privacy";
import { privacyPolicy } from "~/content/legal";
import { LegalPage } from "~/components/legal-page";
import { staticPages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export function loader() {
  return { document: privacyPolicy };
}

export const meta: Route.MetaFunction = () => pageMeta({ ...staticPages["/privacy-policy"], path: "/privacy-policy" });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
