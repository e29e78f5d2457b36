/** `/admin/export.csv`: the enquiries the inbox's current filters show (every page), as a CSV download. */
import type { Route } from "./+types/export-csv";
import { istDay } from "~/shared/analytics";
import { readInboxFilters } from "~/shared/inbox";
import { requireOwner } from "~/routes/admin/owner-session.server";

export async function loader(args: Route.LoaderArgs) {
  const { inbox, headers } = await requireOwner(args, { download: true });
  const csv = await inbox.csv(readInboxFilters(new URL(args.request.url).searchParams));
  // The day in India, as the times inside are: after midnight IST the file is named for the new day.
  const day = istDay(Date.now());
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`);
  return new Response(csv, { headers });
}
