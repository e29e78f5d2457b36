/** `/admin/export.csv`: the enquiries the inbox's current filters show (every page), as a CSV download. */
import type { Route } from "./+types/export-csv";
import { readInboxFilters } from "~/shared/inbox";
import { requireOwner } from "~/routes/admin/owner-session.server";

export async function loader(args: Route.LoaderArgs) {
  const { inbox, headers } = await requireOwner(args, { download: true });
  const csv = await inbox.csv(readInboxFilters(new URL(args.request.url).searchParams));
  const day = new Date().toISOString().slice(0, 10);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`);
  return new Response(csv, { headers });
}
