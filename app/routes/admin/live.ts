/**
 * `/admin/live`: the inbox's version, which the open inbox polls to know when to reload its
 * list (app/components/admin/live-inbox.ts, docs/decisions/0060-live-inbox-by-polling.md).
 * The version is the ETag: a poll that sends it back in If-None-Match gets a bodiless 304 while
 * nothing changed. Signed out, the answer is a 401 that says nothing of the inbox.
 */
import type { Route } from "./+types/live";
import { requireOwner } from "~/routes/admin/owner-session.server";

/** Whether an If-None-Match header names this ETag (a list, `*`, or the weak form a proxy may make of it). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

export async function loader(args: Route.LoaderArgs) {
  const { inbox, headers } = await requireOwner(args, { download: true });
  const version = await inbox.version();
  const etag = `"${version}"`;
  headers.set("ETag", etag);
  if (matches(args.request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", "application/json");
  return new Response(JSON.stringify({ version }), { headers });
}
