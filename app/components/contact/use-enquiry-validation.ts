import { useEffect, useState } from "react";

import { loadEnquirySchema } from "./lazy-parts";

type ValidateEnquiry = Awaited<ReturnType<typeof loadEnquirySchema>>["validateEnquiry"];

/** The schema's check once it has loaded in the browser; null before. */
export function useEnquiryValidation(): ValidateEnquiry | null {
  const [validate, setValidate] = useState<ValidateEnquiry | null>(null);
  useEffect(() => {
    let live = true;
    loadEnquirySchema().then(
      (schema) => live && setValidate(() => schema.validateEnquiry),
      (error) => console.warn("Contact form: field checks not loaded; the server will check.", error),
    );
    return () => {
      live = false;
    };
  }, []);
  return validate;
}
