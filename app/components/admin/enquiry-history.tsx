/**
 * An enquiry's history in the owner's language. The server records each change in English
 * ("New → Read", "Note saved": server/inbox/inbox.ts), and that record stays as it is; the page
 * reads the statuses back out of it and names them in the owner's words.
 */
import { enquiryCopy } from "~/content/admin/enquiry";
import { statusCopy } from "~/content/admin/statuses";
import { useAdminLang } from "~/components/admin/admin-lang";
import { When } from "~/components/admin/when";
import { statusOfLabel } from "~/shared/inbox";
import type { Lang } from "~/shared/lang";

type HistoryEvent = { id: number; actor: string; action: "status" | "note"; detail: string; at: number };

/** What a recorded change says, in `lang`; a record this page cannot read shows as it was stored. */
export function historyText({ action, detail }: Pick<HistoryEvent, "action" | "detail">, lang: Lang): string {
  const words = enquiryCopy[lang];
  if (action === "note") return detail === "Note cleared" ? words.noteCleared : detail === "Note saved" ? words.noteSaved : detail;
  const statuses = detail.split(" → ").map(statusOfLabel);
  if (statuses.length !== 2 || statuses.some((status) => status === undefined)) return detail;
  return statuses.map((status) => statusCopy[lang].labels[status!]).join(" → ");
}

export function EnquiryHistory({ createdAt, events }: { createdAt: string; events: HistoryEvent[] }) {
  const lang = useAdminLang();
  const words = enquiryCopy[lang];
  return (
    <section aria-labelledby="history-heading" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="history-heading" className="text-sm font-semibold text-slate-600">
        {words.history}
      </h2>
      <ol className="mt-2 space-y-2 text-sm">
        <li className="text-slate-700">
          <span className="font-medium text-ink">{words.historyReceived}</span> · <When at={Date.parse(createdAt)} />
        </li>
        {events.map((event) => (
          <li key={event.id} className="text-slate-700">
            <span className="font-medium text-ink">{historyText(event, lang)}</span> · <When at={event.at} />
            <span className="block text-xs break-all text-slate-600">{words.by(event.actor)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
