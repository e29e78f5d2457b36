/**
 * The open inbox stays current without a reload: while the page is visible it asks
 * /admin/live (app/routes/admin/live.ts) every POLL_MS whether the inbox's version is still the
 * one its data was read at, and when it is not, reloads the route's data as a navigation would
 * (useRevalidator). The answer is a bodiless 304 while nothing changed. Hidden, it asks nothing;
 * shown again, it asks at once. Gone from the page (sign-out here navigates away), it stops. A
 * 401 means the session ended (signed out in another tab, or expired): it stops and reloads the
 * page, whose document request redirects to the sign-in with this list as `next`, rather than
 * leave a list on screen that looks live and no longer changes. A new version's reload replaces
 * the data only: the filters in the URL, the search being typed, focus and scroll stay as they are.
 * Why polling and not a stream: docs/decisions/0060-live-inbox-by-polling.md.
 */
import { useEffect, useRef } from "react";
import { useNavigation, useRevalidator } from "react-router";

/** Often enough that a new enquiry shows within two seconds; a poll costs one small query. */
const LIVE_POLL_MS = 1_500;

export function useLiveInbox(version: string): void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  // The version the page shows, and whether a reload may start now: read by the timer, which
  // outlives renders.
  const shown = useRef(version);
  const idle = useRef(true);
  const reload = useRef(revalidator.revalidate);
  useEffect(() => {
    shown.current = version;
    idle.current = revalidator.state === "idle" && navigation.state === "idle";
    reload.current = revalidator.revalidate;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | null = null;
    let stopped = false;

    const schedule = (delay: number) => {
      clearTimeout(timer);
      if (!stopped && document.visibilityState === "visible") timer = setTimeout(poll, delay);
    };

    async function poll() {
      request = new AbortController();
      try {
        const response = await fetch("/admin/live", { headers: { "If-None-Match": `"${shown.current}"` }, cache: "no-store", signal: request.signal });
        if (response.status === 401) {
          stopped = true;
          window.location.reload();
        } else if (response.status === 200) {
          const { version: current } = (await response.json()) as { version: string };
          if (current !== shown.current && idle.current) {
            idle.current = false;
            void reload.current();
          }
        }
      } catch {
        // Offline, the server restarting, or the page leaving: ask again at the next tick.
      }
      request = null;
      schedule(LIVE_POLL_MS);
    }

    const onVisibilityChange = () => {
      if (document.visibilityState === "visible") schedule(0);
      else clearTimeout(timer);
    };
    document.addEventListener("visibilitychange", onVisibilityChange);
    schedule(LIVE_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      request?.abort();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, []);
}
