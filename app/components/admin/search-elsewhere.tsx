import { Link } from "react-router";
import type { InboxFilters } from "~/shared/inbox";
import { inboxCopy } from "~/content/admin/inbox";
import { useAdminLang } from "~/components/admin/admin-lang";

type Elsewhere = { archived: number; spam: number };

/**
 * Under a search on the Inbox tab: how many more enquiries it matches in Archived and in Spam,
 * each a link to that tab with the same search (decision 0087). A first-time owner who archived
 * someone otherwise reads 'No enquiries match' and thinks the enquiry is gone. Nothing when
 * there are none, or off the Inbox tab (the other tabs are what was asked for).
 */
export function SearchElsewhere({ elsewhere, link }: { elsewhere: Elsewhere | null; link: (change: Partial<InboxFilters>) => string }) {
  const copy = inboxCopy[useAdminLang()].elsewhere;
  if (!elsewhere) return null;
  const tabs = (["archived", "spam"] as const).filter((status) => elsewhere[status] > 0);
  if (tabs.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 text-sm" data-testid="search-elsewhere">
      {tabs.map((status) => (
        <Link key={status} to={link({ status })} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          {copy[status](elsewhere[status])}
        </Link>
      ))}
    </p>
  );
}
