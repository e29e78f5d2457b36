import type { ReactNode } from "react";
import type { ContactCopy } from "~/content/contact-copy.server";
import { ENQUIRY_FIELDS, HONEYPOT_FIELD, type EnquiryField, type EnquiryFieldErrors, type EnquiryFormValues } from "~/shared/enquiry-form";

/**
 * scroll-mt: a field focused because it is the first invalid one stops below the fixed header
 * (html's scroll-padding) with its label, two lines of Tamil at 320 px, in sight above it.
 */
const inputClass =
  "mt-2 block min-h-12 w-full scroll-mt-16 rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-slate-500";

export function fieldId(field: EnquiryField) {
  return `contact-${field}`;
}

export function firstInvalid(errors: EnquiryFieldErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field]);
}

function Field({ field, label, optional, error, children }: { field: EnquiryField; label: string; optional?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={fieldId(field)} className="block font-semibold text-ink">
        {label}
        {optional ? <span className="font-normal text-slate-600">{optional}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${fieldId(field)}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A service in the dropdown: its slug (for ?service=), its value (the English title the schema knows) and its label. */
export type ServiceOption = { slug: string; value: string; label: string };

type FieldsProps = {
  copy: ContactCopy;
  errors: EnquiryFieldErrors;
  defaults: EnquiryFormValues;
  /** The field focused when the page opens (the first invalid one after a post without JavaScript). */
  autoFocusField: EnquiryField | undefined;
  services: ServiceOption[];
};

/**
 * The form's six fields and the honeypot, with their errors. No `maxlength`: browsers count it in
 * UTF-16 units and cut there, inside a Tamil letter if need be ("கொடைக்கானல்" at 5 becomes
 * "கொடைக", another word); the schema counts letters and says when a field is too long (decision 0069).
 */
export function EnquiryFields({ copy: c, errors, defaults, autoFocusField, services }: FieldsProps) {
  /** aria-* and styling of a field, from its error. */
  const fieldProps = (field: EnquiryField) => {
    const error = errors[field];
    return {
      id: fieldId(field),
      name: field,
      defaultValue: defaults[field],
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${fieldId(field)}-error` : undefined,
      autoFocus: autoFocusField === field || undefined,
      className: `${inputClass} ${error ? "border-red-700" : "border-slate-300"}`,
    };
  };
  return (
    <>
      <Field field="name" label={c.labels.name} error={errors.name}>
        <input {...fieldProps("name")} type="text" autoComplete="name" required />
      </Field>
      <Field field="email" label={c.labels.email} error={errors.email}>
        <input {...fieldProps("email")} type="email" autoComplete="email" inputMode="email" required />
      </Field>
      <Field field="phone" label={c.labels.phone} optional={c.optional} error={errors.phone}>
        <input {...fieldProps("phone")} type="tel" autoComplete="tel" />
      </Field>
      <Field field="businessName" label={c.labels.businessName} optional={c.optional} error={errors.businessName}>
        <input {...fieldProps("businessName")} type="text" autoComplete="organization" />
      </Field>
      <div className="sm:col-span-2">
        <Field field="service" label={c.labels.service} error={errors.service}>
          <select {...fieldProps("service")} required>
            <option value="">{c.selectService}</option>
            {services.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field field="message" label={c.labels.message} error={errors.message}>
          <textarea {...fieldProps("message")} rows={5} placeholder={c.messagePlaceholder} required />
        </Field>
      </div>

      {/* The honeypot: out of sight, out of the tab order, hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{c.honeypotLabel}</label>
        <input id={`contact-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
