/**
 * `/admin/export.csv`: the enquiries the inbox's current filters show (every page), as a
 * CSV download with the same formula defusing as `npm run enquiries -- export`.
 */
import type { Route } from "./+types/export-csv";
import { readInboxFilters } from "~/shared/inbox";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { toCsv } from "../../../server/enquiries/csv";

const FIELDS = ["id", "createdAt", "status", "name", "email", "phone", "businessName", "service", "language", "message", "note"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { inbox, headers } = await requireOwner(args, { download: true });
  const enquiries = await inbox.all(readInboxFilters(new URL(args.request.url).searchParams));
  const day = new Date().toISOString().slice(0, 10);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`);
  // A byte-order mark, so spreadsheet programs read Tamil and other non-ASCII text as UTF-8.
  return new Response(`\uFEFF${toCsv(enquiries, FIELDS)}`, { headers });
}
