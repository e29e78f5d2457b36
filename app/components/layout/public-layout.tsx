import { isRouteErrorResponse, Outlet, type LinkDescriptor } from "react-router";
import { Beacon } from "~/components/analytics/beacon";
import { LocaleContext, useLocale, type Locale } from "~/content/locale";
import { QueuedEnquiries } from "~/components/contact/queued-enquiries";
import { Container } from "~/components/ui/section";
import { SkipLink } from "~/components/ui/skip-link";
import { Footer } from "./footer";
import { Header } from "./header";
import { LiveChat } from "./live-chat";
import { NotFound } from "./not-found";
import { Splash } from "./splash";
import { TAMIL_FONT_FILES, TAMIL_STYLESHEET } from "./tamil-font";
import { WhatsAppChat } from "./whatsapp-chat";

/** What a public layout route tells the root (the page's language) and its pages (their words). */
export type PublicHandle = { lang: Locale["lang"] };

/**
 * The <head> links of a language's pages: the site's manifest (the owner's inbox has its own,
 * app/routes/admin/layout.tsx), the blog's feeds in that language, discoverable from every
 * page, and on Tamil pages Noto Sans Tamil (its stylesheet, both faces preloaded).
 */
export function publicLinks(locale: Locale): LinkDescriptor[] {
  const feeds = [{ rel: "manifest", href: "/site.webmanifest" }, ...locale.feeds.map(({ type, title, href }) => ({ rel: "alternate", type, title, href }))];
  if (locale.lang !== "ta") return feeds;
  return [
    ...TAMIL_FONT_FILES.map((href) => ({ rel: "preload", as: "font", type: "font/woff2", href, crossOrigin: "anonymous" as const })),
    { rel: "stylesheet", href: TAMIL_STYLESHEET },
    ...feeds,
  ];
}

/**
 * The visitor's chrome around a page: splash, header, footer, WhatsApp and live chat, in one
 * language, the sending of an enquiry kept on the device, from whichever page is open, and the
 * site's own counting (the beacon: public pages only, never the inbox). An error page is not
 * counted, as a missing page is not (UNCOUNTED_PAGE, components/analytics/beacon.tsx).
 */
export function PublicLayout({ locale, children, counted = true }: { locale: Locale; children?: React.ReactNode; counted?: boolean }) {
  return (
    <LocaleContext.Provider value={locale}>
      <SkipLink label={locale.ui.layout.skipToContent} />
      <Splash />
      <Header />
      <main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <WhatsAppChat />
      <LiveChat />
      <QueuedEnquiries />
      {counted ? <Beacon /> : null}
    </LocaleContext.Provider>
  );
}

/** What a page that failed shows, inside the chrome: the 404 page, or a short apology. */
export function PublicError({ locale, error }: { locale: Locale; error: unknown }) {
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <PublicLayout locale={locale} counted={false}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorText />}
    </PublicLayout>
  );
}

function ErrorText() {
  const { ui } = useLocale();
  return (
    <Container className="py-40 text-center">
      <h1 className="text-3xl font-bold">{ui.layout.errorTitle}</h1>
      <p className="mt-4 text-slate-600">{ui.layout.errorText}</p>
    </Container>
  );
}
