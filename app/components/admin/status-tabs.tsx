/**
 * The inbox's status tabs (issue 30): on a phone they scroll sideways, the current one brought
 * into view, with a fade at an edge that has more behind it; from 640 px they wrap.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useAdminLang } from "~/components/admin/admin-lang";
import { inboxCopy } from "~/content/admin/inbox";
import { statusCopy } from "~/content/admin/statuses";
import type { InboxFilters, StatusFilter } from "~/shared/inbox";

const TABS: StatusFilter[] = ["inbox", "new", "read", "replied", "spam", "archived", "all"];

/** Whether a horizontal scroller has more to show before and after what it shows now. */
function useScrollEdges(scroller: React.RefObject<HTMLElement | null>): { before: boolean; after: boolean } | null {
  const [edges, setEdges] = useState<{ before: boolean; after: boolean } | null>(null);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setEdges({ before: element.scrollLeft > 1, after: element.scrollLeft + element.clientWidth < element.scrollWidth - 1 });
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      element.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [scroller]);
  return edges;
}

/**
 * The status tabs: on a phone they scroll sideways, the current one brought into view, with a
 * fade at an edge that has more behind it; from 640 px they wrap. Before JavaScript the fade
 * shows at the end on narrow screens, where the tabs never fit.
 */
export function StatusTabs({ filters, countFor, link }: { filters: InboxFilters; countFor: (filter: StatusFilter) => number; link: (change: Partial<InboxFilters>) => string }) {
  const lang = useAdminLang();
  const words = statusCopy[lang];
  const scroller = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLAnchorElement>(null);
  const edges = useScrollEdges(scroller);
  useLayoutEffect(() => {
    const element = scroller.current;
    const tab = current.current;
    // Not scrollIntoView: that would scroll the page too.
    if (element && tab) element.scrollLeft = tab.offsetLeft - (element.clientWidth - tab.offsetWidth) / 2;
  }, [filters.status]);
  const fade = "pointer-events-none absolute inset-y-0 w-10 from-white to-transparent";
  return (
    <nav aria-label={inboxCopy[lang].statusNav} className="relative -mx-3 mt-4 sm:mx-0" data-testid="status-tabs">
      <div ref={scroller} className="overflow-x-auto px-3 pb-1 sm:px-0" data-testid="status-tabs-scroller">
        <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
          {TABS.map((filter) => {
            const isCurrent = filters.status === filter;
            return (
              <li key={filter}>
                <Link
                  ref={isCurrent ? current : undefined}
                  to={link({ status: filter })}
                  aria-current={isCurrent ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap ${isCurrent ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"}`}
                >
                  {words.tabs[filter]}
                  <span className={isCurrent ? "text-brand-100" : "text-slate-600"}>{countFor(filter)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <span aria-hidden="true" data-testid="tabs-fade-start" className={`${fade} left-0 bg-gradient-to-r ${edges?.before ? "block" : "hidden"}`} />
      <span aria-hidden="true" data-testid="tabs-fade-end" className={`${fade} right-0 bg-gradient-to-l ${edges ? (edges.after ? "block" : "hidden") : "block sm:hidden"}`} />
    </nav>
  );
}
