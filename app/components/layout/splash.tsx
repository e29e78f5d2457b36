import { createContext, useContext, useEffect, useRef, useState } from "react";
import { useLocale } from "~/content/locale";
import { SPLASH_ANIMATION_MS, SPLASH_DURATION_MS } from "~/components/layout/timing";

/**
 * Whether this page load opens the visit and so shows the splash (app/shared/splash.ts): set by
 * the server's rendering (app/entry.server.tsx). In the browser it is left at true: a page the
 * server sent with the splash hidden keeps it hidden, and the splash is then removed at once.
 */
export const SplashShownContext = createContext(true);

/**
 * The start-up splash. It is an overlay above a page that is already rendered, so
 * crawlers and screen readers get the content at once (it is aria-hidden). With
 * JavaScript it is removed at 3000 ms; without, the CSS animation `.splash` hides it
 * at the same moment. Only the first page of a visit shows it (decision 0068): on the others
 * the server sends it `hidden`.
 */
export function Splash() {
  const { site, ui } = useLocale();
  const shown = useContext(SplashShownContext);
  const [visible, setVisible] = useState(true);
  const overlay = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (overlay.current?.hidden) return setVisible(false);
    const timer = window.setTimeout(() => setVisible(false), SPLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      id="splash"
      hidden={!shown}
      ref={overlay}
      aria-hidden="true"
      data-testid="splash"
      className="splash fixed inset-0 z-[60] flex flex-col items-center justify-center bg-brand-950 text-white"
    >
      <div
        className="flex flex-col items-center animate-splash-pulse"
        style={{ animationDuration: `${SPLASH_ANIMATION_MS}ms` }}
      >
        <img src="/logo.svg" alt="" width="80" height="80" className="size-20" />
        <p className="mt-5 text-2xl font-extrabold tracking-tight">{site.name}</p>
        <p className="mt-2 text-sm font-medium tracking-widest text-brand-200 uppercase">{ui.splash.loading}</p>
      </div>
    </div>
  );
}
