import { Link } from "react-router";
import { useAdminLang } from "~/components/admin/admin-lang";
import { erasureCopy } from "~/content/admin/erasure";
import { enquiryPath } from "~/shared/admin-paths";

/**
 * The enquiry page's way to 'Erase this person': a link to the confirmation, which works without
 * JavaScript. It carries the list's query, so that either answer leads back to the same list.
 */
export function ErasePerson({ enquiryId, listQuery }: { enquiryId: number; listQuery: string }) {
  const words = erasureCopy[useAdminLang()];
  return (
    <section aria-labelledby="erase-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="erase-heading" className="text-sm font-semibold text-slate-600">
        {words.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{words.sectionText}</p>
      <Link
        to={`${enquiryPath(enquiryId)}/erase${listQuery}`}
        className="mt-2 inline-flex min-h-11 items-center rounded-xl border border-red-300 px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        {words.link}
      </Link>
    </section>
  );
}
