import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, type LinksFunction } from "react-router";
import { RouteChangeEffects } from "~/components/layout/route-change";
import { LANG_TAG, isLang, type Lang } from "~/shared/lang";
import { siteIdentity } from "~/shared/site";
import appCss from "./app.css?url";

export const links: LinksFunction = () => [
  // With a precedence React puts the stylesheet at the top of <head>, before the image
  // preloads and module preloads: on HTTP/1.1 and a slow phone network the render-blocking
  // CSS must not wait for a free connection behind scripts (docs/PERFORMANCE.md).
  { rel: "stylesheet", href: appCss, precedence: "high" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // The manifest is each side's own: the site's (public-layout.tsx) or the inbox's (admin/layout.tsx).
];

/**
 * The nonce `<Links>` puts on its stylesheet links. On the server, `undefined` lets React Router
 * use the request's CSP nonce. In the browser React compares a nonce with the element's `nonce`
 * property, which keeps the value the page was served with (the attribute is blanked), so the
 * links take that same value from the page; a pre-rendered page has none. Without it React's
 * development build logged a hydration mismatch on every page of the dev server, for React
 * Router's critical CSS link there (tests/server/dev.test.ts); production's stylesheet is hoisted
 * by `precedence`, and React does not compare a hoisted link's attributes.
 */
const LINKS_NONCE = typeof document === "undefined" ? undefined : document.querySelector<HTMLElement>("[nonce]")?.nonce || undefined;

/**
 * The page's language: the one its loader names (`lang`: the inbox's, per owner), else the one
 * the layout route above it says (its `handle.lang`); English otherwise.
 */
function usePageLang(): Lang {
  const lang = useMatches()
    .map((match) => {
      const named = (match.loaderData as { lang?: unknown } | undefined)?.lang;
      return isLang(named) ? named : (match.handle as { lang?: unknown } | undefined)?.lang;
    })
    .findLast(isLang);
  return lang ?? "en";
}

/**
 * The document. Everything a side of the site shows (the visitor's chrome, the owner's inbox)
 * is its layout route's: app/routes/public/layout.<lang>.tsx and app/routes/admin/layout.tsx.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={LANG_TAG[usePageLang()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <Meta />
        <Links nonce={LINKS_NONCE} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests and tools know the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <RouteChangeEffects />
      <Outlet />
    </>
  );
}

/**
 * Only what escapes the layouts' own error boundaries (each in its language) reaches here, so
 * it says nothing in any language: the status and a link home under the site's name.
 */
export function ErrorBoundary() {
  return (
    <main id="main" className="p-8 text-center">
      <h1 className="text-xl font-bold">500</h1>
      <p className="mt-4">
        <a href="/" className="font-semibold text-brand-700 underline">
          {siteIdentity.name}
        </a>
      </p>
    </main>
  );
}
