import { Link } from "react-router";
import type { ContactCopy } from "~/content/contact-copy.server";
import { useLocale } from "~/content/locale";

/** The form's one line on what an enquiry's details are used for, with the way to the Privacy Policy (DPDP Act 2023, s. 5). */
export function DataUseNote({ copy }: { copy: ContactCopy }) {
  const { path } = useLocale();
  return (
    <p className="mt-3 text-sm text-slate-600">
      {copy.dataUse}{" "}
      <Link to={path("/privacy-policy")} className="font-medium text-brand-700 underline underline-offset-2">
        {copy.dataUseLink}
      </Link>
      {copy.dataUseAfter}
    </p>
  );
}
