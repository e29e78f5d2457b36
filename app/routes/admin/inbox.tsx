import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/inbox";
import { enquiryPath } from "~/shared/admin-paths";
import { cutLetters } from "~/shared/letters";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { ChartIcon, SearchIcon } from "~/components/admin/icons";
import { insightsCopy } from "~/content/admin/insights";
import { AdminShell, adminTitle, inputClass, primaryButton, secondaryButton, StatusBadge } from "~/components/admin/admin-shell";
import { When } from "~/components/admin/when";
import { SERVICE_NAME_OPTIONS } from "~/shared/services";
import { bulkActionsFor, INBOX_STATUSES, inboxQuery, readBulkAction, readBulkUndo, readInboxFilters, UNDO_SECONDS, type InboxFilters, type StatusFilter } from "~/shared/inbox";
import { BulkNotice, type BulkOutcome } from "~/components/admin/bulk-notice";
import { statusCopy } from "~/content/admin/statuses";
import { NotificationsPrompt } from "~/components/admin/notifications-prompt";
import { BackupFailed } from "~/components/admin/backup-failed";
import { activeAttributionFilters, AttributionFilterFields, InboxFilterChips } from "~/components/admin/inbox-filter-chips";
import { attributionCopy } from "~/content/admin/attribution";
import { inboxCopy } from "~/content/admin/inbox";
import { serviceName } from "~/shared/service-name";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { useAdminLang } from "~/components/admin/admin-lang";
import { StatusTabs } from "~/components/admin/status-tabs";
import { SearchElsewhere } from "~/components/admin/search-elsewhere";
import { useLiveInbox } from "~/components/admin/live-inbox";
import { ownerDevices } from "~/routes/admin/push.server";
import { flashNotice, takeNotice } from "~/routes/admin/flash-notice.server";
import { readForm } from "~/routes/admin/request-body.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: adminTitle(inboxCopy[data?.lang ?? "en"].title, data?.counts.new ?? 0) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader(args: Route.LoaderArgs) {
  const { inbox, session, headers, lang, backups } = await requireOwner(args);
  const filters = readInboxFilters(new URL(args.request.url).searchParams);
  // Read before the list: an enquiry that comes in between shows now and once more changes the
  // version, rather than being missed by a version that already counts it.
  const version = await inbox.version();
  // A search on the Inbox tab also says what it finds in Archived and Spam (SearchElsewhere).
  const searchesInbox = filters.status === "inbox" && Boolean(filters.q || filters.service);
  const [page, counts, devices, backupFailure, elsewhere] = await Promise.all([
    inbox.list(filters),
    inbox.counts(),
    ownerDevices(args.context, session.ownerId),
    backups.lastFailure(),
    searchesInbox ? inbox.elsewhere(filters) : null,
  ]);
  const notice = await takeNotice(args.request, headers);
  const erased = notice?.kind === "erased" ? notice.enquiries : null;
  const now = Date.now();
  // The Undo of a bulk action while it has time left, as the server counts it.
  const msLeft = notice?.kind === "bulk" && notice.undoAt !== null ? notice.undoAt + UNDO_SECONDS * 1000 - now : 0;
  const bulkOutcome: BulkOutcome | null =
    notice?.kind === "bulk"
      ? { kind: "bulk", action: notice.action, enquiries: notice.enquiries, undo: notice.undoAt !== null && msLeft > 0 ? { at: notice.undoAt, msLeft } : null }
      : notice?.kind === "undone"
        ? notice
        : null;
  return data({ filters, page, counts, version, email: session.email, lang, now, ownerHasDevice: devices.length > 0, erased, bulkOutcome, backupFailure, elsewhere }, { headers });
}

/**
 * The bulk action: one status for the enquiries ticked on the page, or Move to inbox, all in one
 * transaction with each one's history (EnquiryInbox.setStatusMany, moveToInbox); or the Undo of
 * one, which the server reads back from that history (undoBulk). Then back to the same list (its
 * filters, search and page, from the posted URL) with the outcome as a notice, so a reload posts
 * nothing again. A post that does not read as one, or an Undo too late, changes nothing and says so (400).
 */
export async function action(args: Route.ActionArgs) {
  const { inbox, session, headers, lang } = await requireOwner(args);
  const form = await readForm(args.request, lang);
  const back = async (notice: Parameters<typeof flashNotice>[1]) => {
    headers.append("Set-Cookie", await flashNotice(args.request, notice));
    return redirect(`/admin${inboxQuery(readInboxFilters(new URL(args.request.url).searchParams))}`, { headers });
  };
  if (form.has("undo")) {
    const undo = readBulkUndo(form);
    const outcome = undo.success ? await inbox.undoBulk(undo.data.undo, session.email) : null;
    // No history rows of this owner at that time: not an action the inbox offered to undo.
    if (!outcome || outcome.late || outcome.changed === 0) {
      return data({ bulkError: outcome?.late ? inboxCopy[lang].putBack.tooLate(UNDO_SECONDS) : inboxCopy[lang].putBack.invalid }, { status: 400, headers });
    }
    return back({ kind: "undone", changed: outcome.changed, restored: outcome.restored });
  }
  const parsed = readBulkAction(form);
  if (!parsed.success) return data({ bulkError: inboxCopy[lang].bulk.invalid }, { status: 400, headers });
  const { ids, bulk } = parsed.data;
  // The action's time names its history rows, which its Undo reads back.
  const at = Date.now();
  const { found, changed } =
    bulk === "inbox" ? await inbox.moveToInbox(ids, session.email, at).then((moved) => ({ found: moved, changed: moved })) : await inbox.setStatusMany(ids, bulk, session.email, at);
  return back({ kind: "bulk", action: bulk, enquiries: found, undoAt: changed > 0 ? at : null });
}


export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, page, counts, version, email, ownerHasDevice, erased, bulkOutcome, backupFailure, elsewhere, lang } = loaderData;
  const copy = inboxCopy[lang];
  useLiveInbox(version);
  const countFor = (filter: StatusFilter) =>
    filter === "inbox" ? INBOX_STATUSES.reduce((sum, status) => sum + counts[status], 0) : filter === "all" ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[filter];
  const searching = Boolean(filters.q || filters.service);
  const filtered = activeAttributionFilters(filters, lang).length > 0;
  const link = (change: Partial<InboxFilters>) => `/admin${inboxQuery({ ...filters, page: 1, ...change })}`;
  const listQuery = inboxQuery({ ...filters, page: page.page });

  // The bulk bar: always there without JavaScript; with it, once something is ticked.
  const [hydrated, setHydrated] = useState(false);
  const [selected, setSelected] = useState(0);
  const bulkForm = useRef<HTMLFormElement>(null);
  const location = useLocation();
  useEffect(() => setHydrated(true), []);
  const rowBoxes = () => [...(bulkForm.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="id"]') ?? [])];
  const recount = () => setSelected(rowBoxes().filter((box) => box.checked).length);
  // A new page of enquiries (another filter, or the list after a bulk action, even one that changed nothing) starts with nothing ticked.
  useEffect(() => {
    for (const box of bulkForm.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []) box.checked = false;
    setSelected(0);
  }, [listQuery, version, location.key]);
  const onBoxChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    const box = event.target as unknown as HTMLInputElement;
    if (box.type !== "checkbox") return;
    const all = bulkForm.current?.querySelector<HTMLInputElement>('input[name="all"]');
    if (box.name === "all") for (const row of rowBoxes()) row.checked = box.checked;
    else if (all) all.checked = rowBoxes().every((row) => row.checked);
    recount();
  };
  const showBar = !hydrated || selected > 0;
  // Archived and Spam offer Move to inbox first, as their main action; the others Archive.
  const bulkActions = bulkActionsFor(filters.status);
  const mainBulkAction = bulkActions[0] === "inbox" ? "inbox" : "archived";

  return (
    <AdminShell newCount={counts.new} email={email}>
      {backupFailure ? <BackupFailed failure={backupFailure} /> : null}
      <NotificationsPrompt ownerHasDevice={ownerHasDevice} />
      {erased !== null ? (
        <p role="status" className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {copy.erased(erased)}
        </p>
      ) : null}
      {/* The buttons go under the heading together when the three do not fit on one line (Tamil at 390 px). */}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">{copy.heading}</h1>
        <div className="flex flex-wrap gap-2">
          {/* From 1024 px the top bar has Insights itself. */}
          <Link to="/admin/insights" className={`${secondaryButton} lg:hidden`}>
            <ChartIcon aria-hidden="true" className="size-5" />
            {insightsCopy[lang].navLabel}
          </Link>
          <a href={`/admin/export.csv${inboxQuery({ ...filters, page: 1 })}`} className={secondaryButton} download>
            {copy.exportCsv}
          </a>
        </div>
      </div>

      <StatusTabs filters={filters} countFor={countFor} link={link} />

      <Form method="get" role="search" className="mt-4 grid gap-2 sm:grid-cols-[1fr_14rem_auto]">
        {filters.status !== "inbox" ? <input type="hidden" name="status" value={filters.status} /> : null}
        <AttributionFilterFields filters={filters} />
        <label className="relative">
          <span className="sr-only">{copy.searchLabel}</span>
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
          {/* Keyed by the search: a link that changes it (Clear search) empties the box, which
              defaultValue alone would not on a client-side navigation. */}
          <input key={filters.q} type="search" name="q" defaultValue={filters.q} placeholder={copy.searchPlaceholder} className={`${inputClass} pl-10`} />
        </label>
        <label>
          <span className="sr-only">{copy.service}</span>
          {/* With JavaScript a service applies as soon as it is picked; the button does it without. */}
          <select key={filters.service ?? ""} name="service" defaultValue={filters.service ?? ""} className={inputClass} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
            <option value="">{copy.allServices}</option>
            {SERVICE_NAME_OPTIONS.map((name) => (
              <option key={name} value={name}>
                {serviceName(name, lang)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primaryButton}>
          {copy.search}
        </button>
      </Form>

      <InboxFilterChips filters={filters} link={link} />

      <BulkNotice outcome={bulkOutcome} />
      {actionData?.bulkError ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-900" data-testid="bulk-error">
          {actionData.bulkError}
        </p>
      ) : null}

      <p className="mt-4 text-sm text-slate-700" role="status">
        {page.total === 0 ? (searching ? copy.noMatch : filtered ? attributionCopy[lang].noMatch : copy.empty) : copy.count(page.total, page.page, page.pageCount)}
        {searching ? (
          <>
            {" · "}
            <Link to={link({ q: "", service: undefined })} className="font-semibold text-brand-700 underline" data-testid="clear-search">
              {copy.clearSearch}
            </Link>
          </>
        ) : null}
      </p>
      <SearchElsewhere elsewhere={elsewhere} link={link} />

      {page.enquiries.length > 0 ? (
        <Form method="post" ref={bulkForm} onChange={onBoxChange} data-testid="bulk-form" className="mt-2">
          <label className="flex min-h-11 w-fit items-center gap-3 text-sm font-semibold text-slate-800">
            <input type="checkbox" name="all" value="page" className="size-6 accent-brand-700" />
            {copy.bulk.selectAll}
          </label>
          {page.enquiries.map((enquiry) => (
            <input key={enquiry.id} type="hidden" name="onPage" value={enquiry.id} />
          ))}
          <ul className="mt-1 space-y-2">
            {page.enquiries.map((enquiry) => (
              <li
                key={enquiry.id}
                className={`flex rounded-2xl border bg-white shadow-xs hover:border-brand-500 ${enquiry.status === "new" ? "border-brand-200 border-l-4 border-l-brand-700" : "border-slate-200"}`}
              >
                {/* The tick box is its own 44 px target beside the link, never inside it. */}
                <label className="flex w-11 shrink-0 cursor-pointer items-start justify-center pt-3.5 pl-1">
                  {/* Named by aria-label, not by text: the row's name shows once as text, in its link. */}
                  <input type="checkbox" name="id" value={enquiry.id} aria-label={copy.bulk.select(enquiry.name)} className="size-6 accent-brand-700" />
                </label>
                <Link to={enquiryPath(enquiry.id, listQuery)} className="block min-w-0 flex-1 py-4 pr-4 pl-1">
                  <span className="flex items-start justify-between gap-3">
                    <span className={`min-w-0 truncate text-base text-ink ${enquiry.status === "new" ? "font-bold" : "font-semibold"}`}>{enquiry.name}</span>
                    <When at={Date.parse(enquiry.createdAt)} className="shrink-0 text-xs text-slate-600" />
                  </span>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                    <StatusBadge status={enquiry.status} />
                    <span className="font-medium text-slate-700">{serviceName(enquiry.service, lang)}</span>
                    {enquiry.language === "en" ? null : (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{copy.languages[enquiry.language]}</span>
                    )}
                    {enquiry.businessName ? <span className="truncate text-slate-600">· {enquiry.businessName}</span> : null}
                  </span>
                  <span className="mt-2 line-clamp-2 block text-sm break-words text-slate-700">{cutLetters(enquiry.message, 240)}</span>
                </Link>
              </li>
            ))}
          </ul>
          {showBar ? (
            <div
              role="group"
              aria-label={copy.bulk.label}
              data-testid="bulk-bar"
              className="sticky bottom-0 z-10 -mx-3 mt-3 border-t border-slate-200 bg-white/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
            >
              {hydrated ? (
                <p className="mb-2 text-sm font-semibold text-slate-800" aria-live="polite">
                  {copy.bulk.selected(selected)}
                </p>
              ) : null}
              <div className={`grid gap-2 ${bulkActions.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
                {bulkActions.map((action) => (
                  <button key={action} type="submit" name="bulk" value={action} className={`${action === mainBulkAction ? primaryButton : secondaryButton} px-2`}>
                    {action === "inbox" ? statusCopy[lang].actions.read : copy.bulk.buttons[action]}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
        </Form>
      ) : null}

      {page.pageCount > 1 ? (
        <nav aria-label={copy.pages} className="mt-6 flex items-center justify-between gap-3">
          {page.page > 1 ? (
            <Link to={link({ page: page.page - 1 })} className={secondaryButton} rel="prev">
              {copy.newer}
            </Link>
          ) : (
            <span />
          )}
          {page.page < page.pageCount ? (
            <Link to={link({ page: page.page + 1 })} className={secondaryButton} rel="next">
              {copy.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AdminShell>
  );
}
