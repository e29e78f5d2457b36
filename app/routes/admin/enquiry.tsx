import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/enquiry";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { ArchiveIcon, BackIcon, InboxIcon, RepliedIcon, SpamIcon } from "~/components/admin/icons";
import { AdminShell, adminTitle, inputClass, primaryButton, secondaryButton, StatusBadge } from "~/components/admin/admin-shell";
import { formatWhen } from "~/components/admin/when";
import { EnquiryAttribution } from "~/components/admin/enquiry-attribution";
import { enquiryActionSchema, STATUS_ACTIONS, type EnquiryStatus } from "~/shared/inbox";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { readForm } from "~/routes/admin/request-body.server";
import { ReplyActions } from "~/components/admin/reply-actions";
import { replyTemplatesFor } from "~/routes/admin/reply-templates.server";
import { ErasePerson } from "~/components/admin/erase-person";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: adminTitle(data ? `Enquiry from ${data.enquiry.name}` : "Enquiry", data?.newCount ?? 0) },
  { name: "robots", content: "noindex, nofollow" },
];

function enquiryId(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) throw data({ message: "No such enquiry." }, { status: 404 });
  return Number(param);
}

/**
 * Opening a New enquiry marks it Read, unless another site sent the browser here
 * (Sec-Fetch-Site: cross-site or same-site): a link elsewhere cannot change the inbox.
 */
function openedFromInbox(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}

export async function loader(args: Route.LoaderArgs) {
  const { inbox, session, headers, lang } = await requireOwner(args);
  const id = enquiryId(args.params.id);
  if (openedFromInbox(args.request)) await inbox.setStatus(id, "read", session.email, { onlyFrom: "new" });
  const [enquiry, events, counts] = await Promise.all([inbox.get(id), inbox.events(id), inbox.counts()]);
  if (!enquiry) throw data({ message: "No such enquiry." }, { status: 404, headers });
  return data({ enquiry, events, newCount: counts.new, email: session.email, lang, now: Date.now(), replyTemplates: await replyTemplatesFor(args, session) }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { inbox, session, headers } = await requireOwner(args);
  const id = enquiryId(args.params.id);
  const form = Object.fromEntries(await readForm(args.request));
  const parsed = enquiryActionSchema.safeParse(form);
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "That change was not understood." }, { status: 400, headers });
  if (!(await inbox.get(id))) throw data({ message: "No such enquiry." }, { status: 404, headers });
  if (parsed.data.intent === "status") await inbox.setStatus(id, parsed.data.status, session.email);
  else await inbox.saveNote(id, parsed.data.note.trim(), session.email);
  return data({ error: null }, { headers });
}

const ACTION_ICONS = { replied: RepliedIcon, spam: SpamIcon, archived: ArchiveIcon, read: InboxIcon } as const;

/** The status buttons an enquiry offers: never its own status; "Move to inbox" only out of Spam or Archived. */
function statusActions(status: EnquiryStatus): Array<keyof typeof STATUS_ACTIONS> {
  const offered: Array<keyof typeof STATUS_ACTIONS> = [];
  if (status !== "replied" && status !== "spam" && status !== "archived") offered.push("replied");
  if (status !== "spam") offered.push("spam");
  if (status !== "archived") offered.push("archived");
  if (status === "spam" || status === "archived") offered.push("read");
  return offered;
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, events, newCount, email } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  return (
    <AdminShell newCount={newCount} email={email}>
      <Link to="/admin" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700">
        <BackIcon aria-hidden="true" className="size-4" /> Back to the inbox
      </Link>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold break-words text-ink">{enquiry.name}</h1>
        <StatusBadge status={enquiry.status} />
      </div>
      <p className="mt-1 text-slate-700">
        {enquiry.service} · received {formatWhen(enquiry.createdAt)}
      </p>

      <ReplyActions enquiry={enquiry} />

      <div className="mt-5 grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-4">
          <section aria-labelledby="message-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <h2 id="message-heading" className="text-sm font-semibold text-slate-600">
              Message
            </h2>
            <p className="mt-2 break-words whitespace-pre-wrap text-ink">{enquiry.message}</p>
          </section>

          <section aria-labelledby="details-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <h2 id="details-heading" className="text-sm font-semibold text-slate-600">
              Details
            </h2>
            <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
              <dt className="text-slate-600">Email</dt>
              <dd className="break-all text-ink">{enquiry.email}</dd>
              <dt className="text-slate-600">Phone</dt>
              <dd className="text-ink">{enquiry.phone || "Not given"}</dd>
              <dt className="text-slate-600">Business</dt>
              <dd className="break-words text-ink">{enquiry.businessName || "Not given"}</dd>
              <dt className="text-slate-600">Service</dt>
              <dd className="text-ink">{enquiry.service}</dd>
              <dt className="text-slate-600">Enquiry no.</dt>
              <dd className="text-ink">{enquiry.id}</dd>
            </dl>
          </section>

          <EnquiryAttribution attribution={enquiry.attribution} language={enquiry.language} />
        </div>

        <div className="space-y-4">
          <section aria-labelledby="status-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 id="status-heading" className="text-sm font-semibold text-slate-600">
              Status
            </h2>
            <Form method="post" className="mt-2 grid gap-2">
              <input type="hidden" name="intent" value="status" />
              {statusActions(enquiry.status).map((status) => {
                const Icon = ACTION_ICONS[status];
                return (
                  <button key={status} type="submit" name="status" value={status} disabled={busy} className={status === "replied" ? primaryButton : secondaryButton}>
                    <Icon aria-hidden="true" className="size-4" /> {STATUS_ACTIONS[status]}
                  </button>
                );
              })}
            </Form>
          </section>

          <section aria-labelledby="note-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 id="note-heading" className="text-sm font-semibold text-slate-600">
              <label htmlFor="note">Private note</label>
            </h2>
            <Form method="post" className="mt-2 space-y-2">
              <input type="hidden" name="intent" value="note" />
              {/* No maxlength: it would cut inside a Tamil letter; the schema counts letters (decision 0069). */}
              <textarea
                id="note"
                name="note"
                rows={4}
                defaultValue={enquiry.note}
                key={enquiry.note}
                placeholder="Only you can see this, e.g. 'Called on Monday, sending a quote'"
                className={`${inputClass} py-2`}
              />
              {actionData?.error ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {actionData.error}
                </p>
              ) : null}
              <button type="submit" disabled={busy} className={`${secondaryButton} w-full`}>
                Save note
              </button>
            </Form>
          </section>

          <section aria-labelledby="history-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 id="history-heading" className="text-sm font-semibold text-slate-600">
              History
            </h2>
            <ol className="mt-2 space-y-2 text-sm">
              <li className="text-slate-700">
                <span className="font-medium text-ink">Received</span> · {formatWhen(enquiry.createdAt)}
              </li>
              {events.map((event) => (
                <li key={event.id} className="text-slate-700">
                  <span className="font-medium text-ink">{event.detail}</span> · {formatWhen(event.at)}
                  <span className="block text-xs break-all text-slate-600">by {event.actor}</span>
                </li>
              ))}
            </ol>
          </section>
          <ErasePerson enquiryId={enquiry.id} />
        </div>
      </div>
    </AdminShell>
  );
}
