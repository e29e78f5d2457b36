import { Link } from "react-router";
import { erasureCopy } from "~/content/admin/erasure";
import { enquiryPath } from "~/shared/admin-paths";

/** The enquiry page's way to 'Erase this person': a link to the confirmation, which works without JavaScript. */
export function ErasePerson({ enquiryId }: { enquiryId: number }) {
  return (
    <section aria-labelledby="erase-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="erase-heading" className="text-sm font-semibold text-slate-600">
        {erasureCopy.sectionTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{erasureCopy.sectionText}</p>
      <Link
        to={`${enquiryPath(enquiryId)}/erase`}
        className="mt-2 inline-flex min-h-11 items-center rounded-xl border border-red-300 px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        {erasureCopy.link}
      </Link>
    </section>
  );
}
