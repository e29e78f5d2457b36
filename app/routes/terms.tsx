import type { Route } from "./+types/terms";
import { terms } from "~/content/legal";
import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/lib/seo";

export function loader() {
  return { document: terms };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Terms & Conditions",
    description: "The terms for using this website and for the services we provide: usage, payments and deliverables, and liability.",
    path: "/terms-conditon",
  });

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
