/**
 * What the erase page needs of the server: the enquiry service, which erases a person
 * (server/enquiries/erasure.ts), and the enquiry id of the URL.
 */
import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { enquiryServiceContext } from "../../../server/http/request-context";

export function enquiryErasure(context: Readonly<RouterContextProvider>) {
  const service = context.get(enquiryServiceContext);
  if (!service) throw data({ message: "The inbox is not available on this server." }, { status: 503 });
  return service;
}

/** The :id of an enquiry's URL, or a 404 for anything that cannot be one. */
export function enquiryIdParam(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) throw data({ message: "No such enquiry." }, { status: 404 });
  return Number(param);
}
