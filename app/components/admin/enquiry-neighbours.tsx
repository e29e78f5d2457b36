/**
 * The enquiry page's Previous and Next (issue 30): the enquiries above and below this one in the
 * list the owner came from (EnquiryInbox.neighbours), each link keeping that list's query, so
 * that the owner can go through a filtered list without going back to it. None at either end.
 */
import { Link } from "react-router";
import { BackIcon } from "~/components/admin/icons";
import { useAdminLang } from "~/components/admin/admin-lang";
import { enquiryCopy } from "~/content/admin/enquiry";
import { enquiryPath } from "~/shared/admin-paths";

const neighbourLink = "inline-flex min-h-11 items-center gap-1 rounded-xl px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";

export function EnquiryNeighbours({ previous, next, listQuery }: { previous: number | null; next: number | null; listQuery: string }) {
  const words = enquiryCopy[useAdminLang()];
  if (previous === null && next === null) return null;
  return (
    <nav aria-label={words.neighbours} className="ml-auto flex gap-1">
      {previous !== null ? (
        <Link to={enquiryPath(previous, listQuery)} title={words.previousTitle} className={neighbourLink} data-testid="enquiry-previous">
          {/* Up and down, as the list runs: Previous is the one above. */}
          <BackIcon aria-hidden="true" className="size-4 rotate-90" /> {words.previous}
        </Link>
      ) : null}
      {next !== null ? (
        <Link to={enquiryPath(next, listQuery)} title={words.nextTitle} className={neighbourLink} data-testid="enquiry-next">
          <BackIcon aria-hidden="true" className="size-4 -rotate-90" /> {words.next}
        </Link>
      ) : null}
    </nav>
  );
}
