import type { ContactCopy } from "~/content/contact-copy.server";

/**
 * The form's one line on what an enquiry's details are used for, with the way to the Privacy
 * Policy (DPDP Act 2023, s. 5). A plain link, its path from the copy: the contact page's
 * script is at its budget.
 */
export function DataUseNote({ copy }: { copy: ContactCopy }) {
  return (
    <p className="mt-3 text-sm text-slate-600">
      {copy.dataUse}
      <a href={copy.privacyPath} className="text-brand-700 underline">
        {copy.dataUseLink}
      </a>
    </p>
  );
}
