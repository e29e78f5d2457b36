import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { UNCOUNTED_PAGE } from "~/components/analytics/beacon";
import { NotFound } from "~/components/layout/not-found";
import { notFoundMeta } from "~/seo/meta.server";

// A loader, so that the server answers unknown paths with HTTP 404 rather than a soft 404.
export function loader({ request }: Route.LoaderArgs) {
  return data({ meta: notFoundMeta(request) }, { status: 404 });
}

/** Not a page of the site: the beacon neither counts it nor takes it as a visit's landing page. */
export const handle = UNCOUNTED_PAGE;

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function NotFoundRoute() {
  return <NotFound />;
}
