/**
 * 'Erase this person' (DPDP Act 2023, docs/decisions/0071-enquirers-rights.md): the
 * confirmation screen for one enquiry's person, and its POST, which erases every enquiry holding
 * that email or phone and goes back to the inbox with a notice. A page of its own, so it works
 * without JavaScript; the POST passes the same-origin check every inbox change does. It lists
 * the enquiries that go (name, service, when), so the owner sees a shared email or phone number
 * reach someone else, and says when a phone too short to be one is left out (decision 0079).
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/erase";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { AdminShell, adminTitle } from "~/components/admin/admin-shell";
import { useAdminLang } from "~/components/admin/admin-lang";
import { When } from "~/components/admin/when";
import { erasureCopy } from "~/content/admin/erasure";
import { serviceName } from "~/shared/service-name";
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

async function personOf(args: Route.LoaderArgs | Route.ActionArgs) {
  const signedIn = await requireOwner(args);
  const enquiry = await signedIn.inbox.get(enquiryIdParam(args.params.id, signedIn.lang, signedIn.headers));
  if (!enquiry) throw noSuchEnquiry(signedIn.lang, signedIn.headers);
  return { ...signedIn, enquiry, person: { email: enquiry.email, phone: enquiry.phone } };
}

export async function loader(args: Route.LoaderArgs) {
  const { inbox, session, headers, lang, enquiry, person } = await personOf(args);
  const [preview, counts] = await Promise.all([enquiryErasure(args.context, lang).previewErasure(person), inbox.counts()]);
  const who = [preview.email, preview.phone].filter((value): value is string => Boolean(value));
  // Only what the list shows goes to the page.
  const going = preview.enquiries.map(({ id, name, service, createdAt }) => ({ id, name, service, at: Date.parse(createdAt) }));
  const phoneLeftOut = preview.phone ? null : enquiry.phone?.trim() || null;
  return data(
    { id: enquiry.id, name: enquiry.name, who, going, phoneLeftOut, listQuery: listQueryOf(args.request.url), newCount: counts.new, email: session.email, lang, now: Date.now() },
    { headers },
  );
}

/** The confirmation's own field: a post without it (a broken body, a stray request) erases nothing. */
const CONFIRM = { name: "confirm", value: "erase" } as const;

export async function action(args: Route.ActionArgs) {
  const { session, headers, person, lang } = await personOf(args);
  if ((await readForm(args.request, lang)).get(CONFIRM.name) !== CONFIRM.value) {
    throw data({ message: erasureCopy[lang].notErased, lang }, { status: 400, headers });
  }
  const erased = await enquiryErasure(args.context, lang).erasePerson(person, session.email);
  headers.append("Set-Cookie", await flashNotice(args.request, { kind: "erased", enquiries: erased }));
  throw redirect(`/admin${listQueryOf(args.request.url)}`, { headers });
}

export default function ErasePage({ loaderData }: Route.ComponentProps) {
  const { id, name, who, going, phoneLeftOut, listQuery, newCount, email } = loaderData;
  const lang = useAdminLang();
  const words = erasureCopy[lang];
  const count = going.length;
  const busy = useNavigation().state !== "idle";
  return (
    <AdminShell newCount={newCount} email={email}>
      <div className="max-w-prose rounded-2xl border border-red-200 bg-white p-4 sm:p-6">
        <h1 className="text-2xl font-bold text-ink">{words.pageTitle}</h1>
        <p className="mt-1 font-semibold break-words text-ink">{name}</p>
        <p className="mt-3 break-words text-slate-800">{words.willErase(count, who)}</p>
        {phoneLeftOut ? <p className="mt-2 rounded-xl bg-amber-50 p-3 text-sm break-words text-amber-950">{words.phoneLeftOut(phoneLeftOut)}</p> : null}
        <h2 className="mt-4 text-sm font-semibold text-slate-600">{words.listTitle}</h2>
        <ul className="mt-1 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {going.map((enquiry) => (
            <li key={enquiry.id} className="px-3 py-2">
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-semibold break-words text-ink">{enquiry.name}</span>
                <When at={enquiry.at} className="shrink-0 pt-0.5 text-xs text-slate-600" />
              </span>
              <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
                {serviceName(enquiry.service, lang)}
                {enquiry.id === id ? <span className="rounded-full bg-slate-100 px-2 text-xs font-semibold text-slate-700">{words.thisOne}</span> : null}
              </span>
            </li>
          ))}
        </ul>
        {count > 1 ? <p className="mt-2 text-sm text-slate-700">{words.checkNames}</p> : null}
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
