import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { site } from "~/content/site";
import { NotFound } from "~/components/not-found";

// A loader, so that the server answers unknown paths with HTTP 404 rather than a soft 404.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Page not found | ${site.name}` },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
