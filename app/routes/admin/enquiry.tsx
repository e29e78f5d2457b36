import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/enquiry";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { ArchiveIcon, BackIcon, InboxIcon, RepliedIcon, SpamIcon } from "~/components/admin/icons";
import { AdminShell, adminTitle, inputClass, primaryButton, secondaryButton, StatusBadge } from "~/components/admin/admin-shell";
import { useAdminLang } from "~/components/admin/admin-lang";
import { When } from "~/components/admin/when";
import { EnquiryAttribution } from "~/components/admin/enquiry-attribution";
import { EnquiryHistory } from "~/components/admin/enquiry-history";
import { EnquiryNeighbours } from "~/components/admin/enquiry-neighbours";
import { RepliedPrompt } from "~/components/admin/replied-prompt";
import { StatusResult } from "~/components/admin/status-result";
import { enquiryCopy } from "~/content/admin/enquiry";
import { serviceName } from "~/shared/service-name";
import { statusCopy } from "~/content/admin/statuses";
import { enquiryActionSchema, inboxQuery, NOTE_MAX, readInboxFilters, listQueryOf, type EnquiryStatus } from "~/shared/inbox";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { readForm } from "~/routes/admin/request-body.server";
import { enquiryIdParam, noSuchEnquiry } from "~/routes/admin/erasure.server";
import { ReplyActions } from "~/components/admin/reply-actions";
import { replyTemplatesFor } from "~/routes/admin/reply-templates.server";
import { ErasePerson } from "~/components/admin/erase-person";
import { pageName } from "~/content/page-names.server";

export const meta: Route.MetaFunction = ({ data }) => {
  const words = enquiryCopy[data?.lang ?? "en"];
  return [{ title: adminTitle(data ? words.title(data.enquiry.name) : words.titleFallback, data?.newCount ?? 0) }, { name: "robots", content: "noindex, nofollow" }];
};

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
  const id = enquiryIdParam(args.params.id, lang, headers);
  if (openedFromInbox(args.request)) await inbox.setStatus(id, "read", session.email, { onlyFrom: "new" });
  const filters = readInboxFilters(new URL(args.request.url).searchParams);
  const now = Date.now();
  const [enquiry, events, counts, neighbours, replyTemplates] = await Promise.all([
    inbox.get(id),
    inbox.events(id),
    inbox.counts(),
    inbox.neighbours(id, filters, now),
    replyTemplatesFor(args, session),
  ]);
  if (!enquiry) throw noSuchEnquiry(lang, headers);
  const landingName = enquiry.attribution ? pageName(enquiry.attribution.landing, lang) : null;
  return data({ enquiry, landingName, events, neighbours, listQuery: inboxQuery(filters), newCount: counts.new, email: session.email, lang, now, replyTemplates }, { headers });
}

/** What went wrong with a post, as the page names it in the owner's language. */
type ActionError = "noteTooLong" | "notUnderstood";

export async function action(args: Route.ActionArgs) {
  const { inbox, session, headers, lang } = await requireOwner(args);
  const id = enquiryIdParam(args.params.id, lang, headers);
  const form = Object.fromEntries(await readForm(args.request, lang));
  const parsed = enquiryActionSchema.safeParse(form);
  if (!parsed.success) {
    const error: ActionError = form.intent === "note" && parsed.error.issues.some((issue) => issue.path[0] === "note") ? "noteTooLong" : "notUnderstood";
    return data({ error, saved: false, changed: null }, { status: 400, headers });
  }
  if (!(await inbox.get(id))) throw noSuchEnquiry(lang, headers);
  if (parsed.data.intent === "note") {
    await inbox.saveNote(id, parsed.data.note.trim(), session.email);
    return data({ error: null, saved: true, changed: null }, { headers });
  }
  const { status } = parsed.data;
  await inbox.setStatus(id, status, session.email);
  // Unread goes back to the list: this page would mark it Read again as it opens.
  if (status === "new") throw redirect(`/admin${listQueryOf(args.request.url)}`, { headers });
  // The result shows where the owner tapped: the 'Did you reply?' prompt or the status buttons.
  const changed = { status, at: form.from === "prompt" ? ("prompt" as const) : ("buttons" as const) };
  return data({ error: null, saved: false, changed }, { headers });
}

const ACTION_ICONS = { replied: RepliedIcon, spam: SpamIcon, archived: ArchiveIcon, read: InboxIcon, new: InboxIcon } as const;
type StatusAction = keyof typeof ACTION_ICONS;

/**
 * The status buttons an enquiry offers: never its own status; "Move to inbox" only out of Spam or
 * Archived; "Mark as unread" for one in the inbox that is no longer New.
 */
function statusActions(status: EnquiryStatus): StatusAction[] {
  const offered: StatusAction[] = [];
  if (status !== "replied" && status !== "spam" && status !== "archived") offered.push("replied");
  if (status === "read" || status === "replied") offered.push("new");
  if (status !== "spam") offered.push("spam");
  if (status !== "archived") offered.push("archived");
  if (status === "spam" || status === "archived") offered.push("read");
  return offered;
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, landingName, events, replyTemplates, neighbours, listQuery, newCount, email } = loaderData;
  const lang = useAdminLang();
  const words = enquiryCopy[lang];
  const statusWords = statusCopy[lang];
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // 'Saved' stays until the note is changed again.
  const [noteEdited, setNoteEdited] = useState(false);
  useEffect(() => setNoteEdited(false), [actionData]);
  const notGiven = <span className="text-slate-600">{words.notGiven}</span>;
  // The last status change, while the enquiry still has that status (a live update may move it on).
  const changed = actionData?.changed?.status === enquiry.status ? actionData.changed : null;

  return (
    <AdminShell newCount={newCount} email={email}>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <Link to={`/admin${listQuery}`} data-testid="back-to-inbox" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700">
          <BackIcon aria-hidden="true" className="size-4" /> {words.back}
        </Link>
        <EnquiryNeighbours {...neighbours} listQuery={listQuery} />
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold break-words text-ink">{enquiry.name}</h1>
        <StatusBadge status={enquiry.status} />
      </div>
      <p className="mt-1 text-slate-700">
        {serviceName(enquiry.service, lang)} · {words.received} <When at={Date.parse(enquiry.createdAt)} />
      </p>

      <div className="mt-5 grid gap-4 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-4">
          <section aria-labelledby="message-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <h2 id="message-heading" className="text-sm font-semibold text-slate-600">
              {words.message}
            </h2>
            <p className="mt-2 break-words whitespace-pre-wrap text-ink">{enquiry.message}</p>
          </section>

          {/* Under the message: the owner reads it, then what the reply says, then taps; back from the
              reply, 'Did you reply?' comes where they left the page. */}
          <ReplyActions enquiry={enquiry} templates={replyTemplates} />
          <RepliedPrompt enquiryId={enquiry.id} replied={enquiry.status === "replied"} busy={busy} changed={changed?.at === "prompt" ? changed.status : null} changeKey={actionData} />

          <section aria-labelledby="details-heading" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <h2 id="details-heading" className="text-sm font-semibold text-slate-600">
              {words.details}
            </h2>
            <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
              <dt className="text-slate-600">{words.email}</dt>
              <dd className="break-all text-ink">{enquiry.email}</dd>
              <dt className="text-slate-600">{words.phone}</dt>
              <dd className="text-ink">{enquiry.phone || notGiven}</dd>
              <dt className="text-slate-600">{words.business}</dt>
              <dd className="break-words text-ink">{enquiry.businessName || notGiven}</dd>
              <dt className="text-slate-600">{words.service}</dt>
              <dd className="text-ink">{serviceName(enquiry.service, lang)}</dd>
              <dt className="text-slate-600">{words.number}</dt>
              <dd className="text-ink">{enquiry.id}</dd>
            </dl>
          </section>

          <EnquiryAttribution attribution={enquiry.attribution} landingName={landingName} language={enquiry.language} />
        </div>

        <div className="space-y-4">
          <section aria-labelledby="status-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 id="status-heading" className="text-sm font-semibold text-slate-600">
              {words.status}
            </h2>
            <Form method="post" className="mt-2 grid gap-2">
              <input type="hidden" name="intent" value="status" />
              {statusActions(enquiry.status).map((status) => {
                const Icon = ACTION_ICONS[status];
                return (
                  <button key={status} type="submit" name="status" value={status} disabled={busy} className={status === "replied" ? primaryButton : secondaryButton}>
                    <Icon aria-hidden="true" className="size-4" /> {status === "new" ? words.markUnread : statusWords.actions[status]}
                  </button>
                );
              })}
            </Form>
            {changed?.at === "buttons" ? (
              <div className="mt-2">
                <StatusResult status={changed.status} changeKey={actionData} />
              </div>
            ) : null}
          </section>

          <section aria-labelledby="note-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 id="note-heading" className="text-sm font-semibold text-slate-600">
              <label htmlFor="note">{words.note}</label>
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
                placeholder={words.notePlaceholder}
                onChange={() => setNoteEdited(true)}
                className={`${inputClass} py-2`}
              />
              {actionData?.error ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {actionData.error === "noteTooLong" ? words.noteTooLong(NOTE_MAX) : words.notUnderstood}
                </p>
              ) : null}
              <button type="submit" disabled={busy} className={`${secondaryButton} w-full`}>
                {words.saveNote}
              </button>
              {/* Always there (empty until a save), so that a screen reader hears 'Saved' when it fills. */}
              <p role="status" className="text-sm font-semibold text-emerald-800 empty:hidden" data-testid="note-saved">
                {actionData?.saved && !noteEdited ? words.saved : null}
              </p>
            </Form>
          </section>

          <EnquiryHistory createdAt={enquiry.createdAt} events={events} />
          <ErasePerson enquiryId={enquiry.id} listQuery={listQuery} />
        </div>
      </div>
    </AdminShell>
  );
}
