import type { Route } from "./+types/terms";
import { terms } from "~/content/legal";
import { LegalPage } from "~/components/legal-page";
import { staticPages } from "~/content/pages";
import { pageMeta } from "~/lib/seo";

export function loader() {
  return { document: terms };
}

export const meta: Route.MetaFunction = () => pageMeta({ ...staticPages["/terms-conditon"], path: "/terms-conditon" });

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
