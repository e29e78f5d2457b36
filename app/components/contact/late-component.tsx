import { lazy, type ComponentType } from "react";

/**
 * A component whose code comes after the page: `preload()` fetches it; once fetched it is drawn
 * at once, without suspending (so the server, having preloaded it, renders it in place). If the
 * fetch fails (the connection dropped first), `fallback` is drawn instead of an error page.
 * Modules that call it with a dynamic import define their own `__vitePreload` (./lazy-parts.tsx says why).
 */
export function lateComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, fallback: ComponentType<P>) {
  let loaded: { default: ComponentType<P> } | null = null;
  let fetching: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (fetching ??= load().then(
      (module) => (loaded = module),
      () => (loaded = { default: fallback }),
    ));
  // React.lazy resolves a thenable that calls back at once without suspending.
  const Component = lazy(() => (loaded ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve(loaded!) } as never) : preload()));
  return { Component, preload };
}
