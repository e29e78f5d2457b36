/**
 * 'Erase this person' (DPDP Act 2023, docs/decisions/0071-enquirers-rights.md): the
 * confirmation screen for one enquiry's person, and its POST, which erases every enquiry holding
 * that email or phone and goes back to the inbox with a notice. A page of its own, so it works
 * without JavaScript; the POST passes the same-origin check every inbox change does.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/erase";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell, adminTitle } from "~/components/admin/admin-shell";
import { useAdminLang } from "~/components/admin/admin-lang";
import { erasureCopy } from "~/content/admin/erasure";
import { enquiryPath } from "~/shared/admin-paths";
import { listQueryOf } from "~/shared/inbox";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { enquiryErasure, enquiryIdParam, noSuchEnquiry } from "~/routes/admin/erasure.server";
import { flashNotice } from "~/routes/admin/flash-notice.server";
import { readForm } from "~/routes/admin/request-body.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: adminTitle(erasureCopy[data?.lang ?? "en"].pageTitle, data?.newCount ?? 0) },
  { name: "robots", content: "noindex, nofollow" },
];

/** The inbox list the owner came from (its query rides on the URL from the enquiry page), to go back to. */

async function personOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const signedIn = await requireOwner(args);
  const enquiry = await signedIn.inbox.get(enquiryIdParam(args.params.id, signedIn.lang, signedIn.headers));
  if (!enquiry) throw noSuchEnquiry(signedIn.lang, signedIn.headers);
  return { ...signedIn, enquiry, person: { email: enquiry.email, phone: enquiry.phone } };
}

export async function loader(args: Route.LoaderArgs) {
  const { inbox, session, headers, lang, enquiry, person } = await personOf(args);
  const [count, counts] = await Promise.all([enquiryErasure(args.context).countEnquiriesOf(person), inbox.counts()]);
  const who = [enquiry.email, enquiry.phone].filter((value): value is string => Boolean(value));
  return data(
    { id: enquiry.id, name: enquiry.name, who, count, listQuery: listQueryOf(args.request.url), newCount: counts.new, email: session.email, lang, now: Date.now() },
    { headers },
  );
}

/** The confirmation's own field: a post without it (a broken body, a stray request) erases nothing. */
const CONFIRM = { name: "confirm", value: "erase" } as const;

export async function action(args: Route.ActionArgs) {
  const { session, headers, person, lang } = await personOf(args);
  if ((await readForm(args.request)).get(CONFIRM.name) !== CONFIRM.value) {
    throw data({ message: erasureCopy[lang].notErased, lang }, { status: 400, headers });
  }
  const erased = await enquiryErasure(args.context).erasePerson(person, session.email);
  headers.append("Set-Cookie", await flashNotice(args.request, { kind: "erased", enquiries: erased }));
  throw redirect(`/admin${listQueryOf(args.request.url)}`, { headers });
}

export default function ErasePage({ loaderData }: Route.ComponentProps) {
  const { id, name, who, count, listQuery, newCount, email } = loaderData;
  const words = erasureCopy[useAdminLang()];
  const busy = useNavigation().state !== "idle";
  return (
    <AdminShell newCount={newCount} email={email}>
      <div className="max-w-prose rounded-2xl border border-red-200 bg-white p-4 sm:p-6">
        <h1 className="text-2xl font-bold text-ink">{words.pageTitle}</h1>
        <p className="mt-1 font-semibold break-words text-ink">{name}</p>
        <p className="mt-3 break-words text-slate-800">{words.willErase(count, who)}</p>
        <p className="mt-2 text-sm text-slate-700">{words.kept}</p>
        <Form method="post" className="mt-5 flex flex-wrap gap-3">
          <input type="hidden" name={CONFIRM.name} value={CONFIRM.value} />
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center justify-center rounded-xl bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {words.confirm(count)}
          </button>
          <Link to={enquiryPath(id, listQuery)} className="inline-flex min-h-11 items-center justify-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800">
            {words.cancel}
          </Link>
        </Form>
      </div>
    </AdminShell>
  );
}
