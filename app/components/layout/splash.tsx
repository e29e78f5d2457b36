import { useEffect, useState } from "react";
import { useLocale } from "~/content/locale";
import { SPLASH_ANIMATION_MS, SPLASH_DURATION_MS } from "~/components/layout/timing";

/**
 * The start-up splash. It is an overlay above a page that is already rendered, so
 * crawlers and screen readers get the content at once (it is aria-hidden). With
 * JavaScript it is removed at 3000 ms; without, the CSS animation `.splash` hides it
 * at the same moment.
 */
export function Splash() {
  const { site, ui } = useLocale();
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), SPLASH_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
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
