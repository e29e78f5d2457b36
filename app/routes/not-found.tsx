import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/not-found";
import { localeOfPath } from "~/content/locale";
import { documentTitle } from "~/seo/meta";

// A loader, so that the server answers unknown paths with HTTP 404 rather than a soft 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: documentTitle(localeOfPath(location.pathname).ui.notFound.metaTitle) },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
