import { data, Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import { enquiryPath } from "~/shared/admin-paths";
import { LANGUAGE_ENGLISH_NAMES } from "~/shared/lang";
import { cutLetters } from "~/shared/letters";
export { AdminErrorBoundary as ErrorBoundary } from "~/components/admin/admin-error";
import { ChartIcon, SearchIcon } from "~/components/admin/icons";
import { insightsCopy } from "~/content/admin/insights";
import { AdminShell, adminTitle, inputClass, primaryButton, secondaryButton, StatusBadge } from "~/components/admin/admin-shell";
import { formatWhen } from "~/components/admin/when";
import { SERVICE_NAME_OPTIONS } from "~/shared/services";
import { INBOX_STATUSES, inboxQuery, readInboxFilters, STATUS_LABELS, type InboxFilters, type StatusFilter } from "~/shared/inbox";
import { NotificationsPrompt } from "~/components/admin/notifications-prompt";
import { activeAttributionFilters, AttributionFilterFields, InboxFilterChips } from "~/components/admin/inbox-filter-chips";
import { attributionCopy } from "~/content/admin/attribution";
import { requireOwner } from "~/routes/admin/owner-session.server";
import { useLiveInbox } from "~/components/admin/live-inbox";
import { ownerDevices } from "~/routes/admin/push.server";
import { takeNotice } from "~/routes/admin/flash-notice.server";
import { erasureCopy } from "~/content/admin/erasure";

export const meta: Route.MetaFunction = ({ data }) => [{ title: adminTitle("Inbox", data?.counts.new ?? 0) }, { name: "robots", content: "noindex, nofollow" }];

export async function loader(args: Route.LoaderArgs) {
  const { inbox, session, headers, lang } = await requireOwner(args);
  const filters = readInboxFilters(new URL(args.request.url).searchParams);
  // Read before the list: an enquiry that comes in between shows now and once more changes the
  // version, rather than being missed by a version that already counts it.
  const version = await inbox.version();
  const [page, counts, devices] = await Promise.all([inbox.list(filters), inbox.counts(), ownerDevices(args.context, session.ownerId)]);
  const notice = await takeNotice(args.request, headers);
  const erased = notice?.kind === "erased" ? notice.enquiries : null;
  return data({ filters, page, counts, version, email: session.email, lang, now: Date.now(), ownerHasDevice: devices.length > 0, erased }, { headers });
}

const TABS: Array<{ filter: StatusFilter; label: string }> = [
  { filter: "inbox", label: "Inbox" },
  { filter: "new", label: STATUS_LABELS.new },
  { filter: "read", label: STATUS_LABELS.read },
  { filter: "replied", label: STATUS_LABELS.replied },
  { filter: "spam", label: STATUS_LABELS.spam },
  { filter: "archived", label: STATUS_LABELS.archived },
  { filter: "all", label: "All" },
];

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filters, page, counts, version, email, ownerHasDevice, erased, lang } = loaderData;
  useLiveInbox(version);
  const countFor = (filter: StatusFilter) =>
    filter === "inbox" ? INBOX_STATUSES.reduce((sum, status) => sum + counts[status], 0) : filter === "all" ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[filter];
  const searching = Boolean(filters.q || filters.service);
  const filtered = activeAttributionFilters(filters, lang).length > 0;
  const link = (change: Partial<InboxFilters>) => `/admin${inboxQuery({ ...filters, page: 1, ...change })}`;

  return (
    <AdminShell newCount={counts.new} email={email}>
      <NotificationsPrompt ownerHasDevice={ownerHasDevice} />
      {erased !== null ? (
        <p role="status" className="mb-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          {erasureCopy[lang].erased(erased)}
        </p>
      ) : null}
      <div className="flex items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Enquiries</h1>
        <div className="flex flex-wrap justify-end gap-2">
          {/* From 1024 px the top bar has Insights itself. */}
          <Link to="/admin/insights" className={`${secondaryButton} lg:hidden`}>
            <ChartIcon aria-hidden="true" className="size-5" />
            {insightsCopy[lang].navLabel}
          </Link>
          <a href={`/admin/export.csv${inboxQuery({ ...filters, page: 1 })}`} className={secondaryButton} download>
            Export CSV
          </a>
        </div>
      </div>

      <nav aria-label="Filter by status" className="-mx-3 mt-4 overflow-x-auto px-3 sm:mx-0 sm:px-0">
        <ul className="flex gap-2">
          {TABS.map(({ filter, label }) => {
            const current = filters.status === filter;
            return (
              <li key={filter}>
                <Link
                  to={link({ status: filter })}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"}`}
                >
                  {label}
                  <span className={current ? "text-brand-100" : "text-slate-600"}>{countFor(filter)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <Form method="get" role="search" className="mt-4 grid gap-2 sm:grid-cols-[1fr_14rem_auto]">
        {filters.status !== "inbox" ? <input type="hidden" name="status" value={filters.status} /> : null}
        <AttributionFilterFields filters={filters} />
        <label className="relative">
          <span className="sr-only">Search name, email, phone, business or message</span>
          <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
          <input type="search" name="q" defaultValue={filters.q} placeholder="Search enquiries" className={`${inputClass} pl-10`} />
        </label>
        <label>
          <span className="sr-only">Service</span>
          <select name="service" defaultValue={filters.service ?? ""} className={inputClass}>
            <option value="">All services</option>
            {SERVICE_NAME_OPTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={primaryButton}>
          Search
        </button>
      </Form>

      <InboxFilterChips filters={filters} link={link} />

      <p className="mt-4 text-sm text-slate-700" role="status">
        {page.total === 0
          ? searching
            ? "No enquiries match this search."
            : filtered
              ? attributionCopy[lang].noMatch
              : "No enquiries here yet."
          : `${page.total} ${page.total === 1 ? "enquiry" : "enquiries"}${page.pageCount > 1 ? `, page ${page.page} of ${page.pageCount}` : ""}`}
        {searching ? (
          <>
            {" · "}
            <Link to={link({ q: "", service: undefined })} className="font-semibold text-brand-700 underline">
              Clear search
            </Link>
          </>
        ) : null}
      </p>

      <ul className="mt-3 space-y-2">
        {page.enquiries.map((enquiry) => (
          <li key={enquiry.id}>
            <Link
              to={enquiryPath(enquiry.id, inboxQuery({ ...filters, page: page.page }))}
              className={`block rounded-2xl border bg-white p-4 shadow-xs hover:border-brand-500 ${enquiry.status === "new" ? "border-brand-200 border-l-4 border-l-brand-700" : "border-slate-200"}`}
            >
              <span className="flex items-start justify-between gap-3">
                <span className={`min-w-0 truncate text-base text-ink ${enquiry.status === "new" ? "font-bold" : "font-semibold"}`}>{enquiry.name}</span>
                <span className="shrink-0 text-xs text-slate-600">{formatWhen(enquiry.createdAt)}</span>
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <StatusBadge status={enquiry.status} />
                <span className="font-medium text-slate-700">{enquiry.service}</span>
                {enquiry.language === "en" ? null : (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {LANGUAGE_ENGLISH_NAMES[enquiry.language]}
                  </span>
                )}
                {enquiry.businessName ? <span className="truncate text-slate-600">· {enquiry.businessName}</span> : null}
              </span>
              <span className="mt-2 line-clamp-2 block text-sm break-words text-slate-700">{cutLetters(enquiry.message, 240)}</span>
            </Link>
          </li>
        ))}
      </ul>

      {page.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
          {page.page > 1 ? (
            <Link to={link({ page: page.page - 1 })} className={secondaryButton} rel="prev">
              Newer
            </Link>
          ) : (
            <span />
          )}
          {page.page < page.pageCount ? (
            <Link to={link({ page: page.page + 1 })} className={secondaryButton} rel="next">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AdminShell>
  );
}
