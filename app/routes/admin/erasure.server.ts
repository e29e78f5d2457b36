/**
 * What the enquiry page and the erase page need of the server: the enquiry service, which
 * erases a person (server/enquiries/erasure.ts), the enquiry id of the URL, and the 404 for
 * an enquiry that is not there, in the owner's language.
 */
import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { enquiryCopy } from "~/content/admin/enquiry";
import { errorMessage } from "~/components/admin/error-copy";
import type { Lang } from "~/shared/lang";
import { enquiryServiceContext } from "../../../server/http/request-context";

export function enquiryErasure(context: Readonly<RouterContextProvider>, lang: Lang) {
  const service = context.get(enquiryServiceContext);
  if (!service) throw data({ message: errorMessage(503, lang), lang }, { status: 503 });
  return service;
}

/** The 404 of an enquiry that does not exist (or no longer: erased), to throw. */
export function noSuchEnquiry(lang: Lang, headers?: Headers) {
  return data({ message: enquiryCopy[lang].notFound, lang }, { status: 404, headers });
}

/** The :id of an enquiry's URL, or a 404 for anything that cannot be one. */
export function enquiryIdParam(param: string | undefined, lang: Lang = "en", headers?: Headers): number {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) throw noSuchEnquiry(lang, headers);
  return Number(param);
}
