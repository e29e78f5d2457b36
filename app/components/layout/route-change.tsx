import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * On every client-side navigation: scroll to the top (the spec) and move focus to the new
 * page's h1, so keyboard and screen-reader users start at the new content.
 * Hash changes within a page are left to the browser.
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      heading.focus({ preventScroll: true });
    }
  }, [pathname]);
  return null;
}
