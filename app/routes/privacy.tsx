import type { Route } from "./+types/privacy";
import { privacyPolicy } from "~/content/legal";
import { LegalPage } from "~/components/legal-page";
import { pageMeta } from "~/lib/seo";

export function loader() {
  return { document: privacyPolicy };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "What we collect when you contact us, how we use it, and your rights over your personal data.",
    path: "/privacy-policy",
  });

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
