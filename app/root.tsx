import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { Footer } from "~/components/footer";
import { Header } from "~/components/header";
import { LiveChat } from "~/components/live-chat";
import { NotFound } from "~/components/not-found";
import { RouteChangeEffects } from "~/components/route-change";
import { Splash } from "~/components/splash";
import { WhatsAppChat } from "~/components/whatsapp-chat";
import { Container } from "~/components/ui/section";
import { isAdminPath } from "~/shared/admin-paths";
import { feedLinks } from "~/seo/feeds";
import { useLocale } from "~/content/locale";
import { uiEn } from "~/content/ui";
import { LANG_TAG } from "~/shared/lang";
import { TAMIL_FONT_FILES, TAMIL_STYLESHEET } from "~/components/tamil-font";
import appCss from "./app.css?url";

export const links: LinksFunction = () => [
  // With a precedence React puts the stylesheet at the top of <head>, before the image
  // preloads and module preloads: on HTTP/1.1 and a slow phone network the render-blocking
  // CSS must not wait for a free connection behind scripts (docs/PERFORMANCE.md).
  { rel: "stylesheet", href: appCss, precedence: "high" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

const SKIP_LINK =
  "sr-only z-[70] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3";

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

export function Layout({ children }: { children: React.ReactNode }) {
  // The owner's inbox has its own chrome (app/components/admin/): none of the public site's
  // splash, header, footer or chat.
  if (isAdminPath(useLocation().pathname)) {
    return (
      <html lang={LANG_TAG.en}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#1e1b4b" />
          <meta name="robots" content="noindex, nofollow" />
          <Meta />
          <Links nonce={LINKS_NONCE} />
        </head>
        <body className="bg-slate-100">
          <a href="#main" className={SKIP_LINK}>
            {uiEn.layout.skipToContent}
          </a>
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    );
  }
  return <PublicLayout>{children}</PublicLayout>;
}

/** Noto Sans Tamil: its stylesheet and both faces preloaded, on Tamil pages only. */
function TamilFont() {
  return (
    <>
      {TAMIL_FONT_FILES.map((href) => (
        <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
      ))}
      <link rel="stylesheet" href={TAMIL_STYLESHEET} />
    </>
  );
}

function PublicLayout({ children }: { children: React.ReactNode }) {
  const { lang, ui } = useLocale();
  return (
    <html lang={LANG_TAG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <Meta />
        <Links nonce={LINKS_NONCE} />
        {lang === "ta" ? <TamilFont /> : null}
        {/* The blog's feeds in the page's language, discoverable from every page. */}
        {feedLinks(lang).map((link) => (
          <link key={link.href} rel="alternate" type={link.type} title={link.title} href={link.href} />
        ))}
      </head>
      <body>
        <a href="#main" className={SKIP_LINK}>
          {ui.layout.skipToContent}
        </a>
        <Splash />
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <WhatsAppChat />
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
  const admin = isAdminPath(useLocation().pathname);
  if (admin) {
    return (
      <>
        <RouteChangeEffects />
        <Outlet />
      </>
    );
  }
  return (
    <>
      <RouteChangeEffects />
      <LiveChat />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  // The inbox's pages show their own errors (app/components/admin/admin-error.tsx); this is
  // only for what escapes them, and pulls no inbox code into the public pages.
  if (isAdminPath(pathname)) {
    return (
      <main id="main" className="p-8 text-center">
        <h1 className="text-xl font-bold">{uiEn.layout.errorTitle}</h1>
        <a href="/admin" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Back to the inbox
        </a>
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return <PublicError />;
}

function PublicError() {
  const { ui } = useLocale();
  return (
    <Container className="py-40 text-center">
      <h1 className="text-3xl font-bold">{ui.layout.errorTitle}</h1>
      <p className="mt-4 text-slate-600">{ui.layout.errorText}</p>
    </Container>
  );
}
