/**
 * The interface strings the components and routes show today (buttons, headings, labels,
 * aria-labels, the form's validation messages and toasts), grouped by screen. Each English
 * string here is the one the component renders, character for character; the Tamil twin
 * (./ta/ui.ts) has exactly these keys (`UiStrings`). Page copy (services, about, legal,
 * articles) lives in its own modules; this is only the chrome around it.
 * Strings with a variable are functions with the same signature in every language.
 */
import type { Translation } from "../translation";

export const uiEn = {
  /** app/root.tsx */
  layout: {
    skipToContent: "Skip to main content",
    errorTitle: "Something went wrong",
    errorText: "Please refresh the page or try again in a moment.",
    liveChat: "Live chat",
  },
  /** app/components/header.tsx */
  header: {
    navLabel: "Main",
    mobileNavLabel: "Main mobile",
    getStarted: "Get Started",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  /** app/components/footer.tsx */
  footer: {
    socialLabel: "Social media",
    quickLinks: "Quick Links",
    legal: "Legal",
    copyright: (years: string, siteName: string) => `© ${years} ${siteName}. All rights reserved.`,
  },
  /** app/components/splash.tsx */
  splash: {
    loading: "Loading...",
  },
  /** app/components/whatsapp-chat.tsx (the prefilled message is `whatsappMessage` in site.ts). */
  whatsapp: {
    hint: "Chat with us on WhatsApp",
    closeHint: "Close WhatsApp hint",
    linkLabel: "Chat with us on WhatsApp (opens WhatsApp)",
  },
  /** app/components/ui/toast.tsx */
  toast: {
    close: "Close notification",
  },
  /** app/components/cards.tsx */
  cards: {
    readingTime: (minutes: number) => `${minutes} min read`,
    readMore: "Read More",
    /** Visually hidden, after "Read More": names the article for screen readers. */
    readMoreHidden: (title: string) => `: ${title}`,
  },
  /** app/components/not-found.tsx and the not-found route's meta */
  notFound: {
    title: "Oops! Page not found",
    text: "The page you are looking for doesn't exist or has moved.",
    backHome: "Return to Home",
  },
  /** The feeds' title, as every page's <head> names them (their description: ./page-words.ts). */
  feed: {
    title: (siteName: string) => `${siteName} blog`,
  },
} as const;

/** The shape every language's interface strings must have: uiEn's keys, any text. */
export type UiStrings = Translation<typeof uiEn>;
