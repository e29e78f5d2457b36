/**
 * The interface strings the components and routes show today (buttons, headings, labels,
 * aria-labels, the form's validation messages and toasts), grouped by screen. Each English
 * string here is the one the component renders, character for character; the Tamil twin
 * (./ta/ui.ts) has exactly these keys (`UiStrings`). Page copy (services, about, legal,
 * articles) lives in its own modules; this is only the chrome around it.
 * Strings with a variable are functions with the same signature in every language.
 */
import type { Translation } from "./translation";

export const uiEn = {
  /** app/root.tsx */
  layout: {
    skipToContent: "Skip to main content",
    errorTitle: "Something went wrong",
    errorText: "Please refresh the page or try again in a moment.",
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
    copyright: (year: number, siteName: string) => `© ${year} ${siteName}. All rights reserved.`,
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
  /** app/components/legal-page.tsx */
  legalPage: {
    eyebrow: "Legal",
    /** Followed by the date. */
    lastUpdated: "Last updated",
  },
  /** app/components/not-found.tsx and the not-found route's meta */
  notFound: {
    /** Document title before " | Vaigai Digital". */
    metaTitle: "Page not found",
    title: "Oops! Page not found",
    text: "The page you are looking for doesn't exist or has moved.",
    backHome: "Return to Home",
  },
  /** app/routes/home.tsx */
  home: {
    getStarted: "Get Started",
    viewServices: "View Services",
    clientsHeading: "Trusted by businesses across Madurai",
    servicesEyebrow: "What we do",
    servicesTitle: "Our Services",
    whyEyebrow: "Why us",
    learnMoreAboutUs: "Learn More About Us",
    blogsEyebrow: "From the blog",
    blogsTitle: "Latest Blogs",
  },
  /** app/routes/about.tsx */
  about: {
    eyebrow: "About us",
    title: "About Us",
    storyEyebrow: "Since 2024",
    storyTitle: "Our Story",
    missionVisionLabel: "Mission and vision",
    missionTitle: "Our Mission",
    visionTitle: "Our Vision",
    journeyEyebrow: "Milestones",
    journeyTitle: "Our Journey",
  },
  /** app/routes/services.tsx */
  services: {
    eyebrow: "What we do",
    title: "Our Services",
    listLabel: "Services",
    learnMore: "Learn More",
    /** Visually hidden, after "Learn More". */
    learnMoreHidden: (serviceTitle: string) => ` about ${serviceTitle}`,
  },
  /** app/routes/service.tsx */
  service: {
    backToServices: "Back to Services",
    getStartedToday: "Get Started Today",
    viewAllServices: "View All Services",
    overview: "Overview",
    process: "Our Process",
    benefits: "Key Benefits",
    readyTitle: (serviceTitle: string) => `Ready to start with ${serviceTitle}?`,
    readyText: "Tell us about your business and goals, and we will reply with a clear plan and quote.",
    contactUs: "Contact Us",
    notFoundTitle: "Service Not Found",
    notFoundText: "The requested service could not be found.",
  },
  /** app/routes/blogs.tsx */
  blogs: {
    eyebrow: "Insights",
    title: "Our Blogs",
    rssFeed: "RSS feed",
    listLabel: "Articles",
    backHome: "Back to home",
  },
  /** app/routes/article.tsx */
  article: {
    backToBlogs: "Back to Blogs",
    tableOfContents: "In this article",
    moreArticles: "More articles",
    previous: "Previous",
    next: "Next",
    related: "Related articles",
  },
  /** app/routes/contact.tsx */
  contact: {
    eyebrow: "Contact",
    title: "Contact Us",
    formHeading: "Send us a message",
    formNote: "Fields without “(optional)” are required. We reply by email, phone or WhatsApp.",
    /** Rendered right after a label, hence the leading space. */
    optional: " (optional)",
    labels: {
      name: "Name",
      email: "Email",
      phone: "Phone",
      businessName: "Business Name",
      service: "Service",
      message: "Message",
    },
    selectService: "-- Select a Service --",
    messagePlaceholder: "Tell us about your project...",
    /** The honeypot's label: hidden from people, read by bots. */
    honeypotLabel: "Leave this field empty",
    send: "Send Message",
    sending: "Sending...",
    errorSummary: (count: number) => `Please check ${count === 1 ? "this field" : `these ${count} fields`}:`,
    directHeading: "Talk to us directly",
    phoneTitle: "Phone",
    emailTitle: "Email",
    officeTitle: "Office",
    sentTitle: "Message Sent!",
    sentText: "Thank you for getting in touch. We will get back to you soon.",
    errorTitle: "Error",
    failedToSend: "Failed to send message. Please try again.",
    unavailable:
      "We could not save your message just now. Please try again in a few minutes, or call or email us directly.",
    unreadable: "We could not read the form. Please try again.",
    rateLimited: (minutes: number, phone: string) =>
      `You have sent several messages in the last hour, thank you! Please try again in about ${minutes} minute${minutes === 1 ? "" : "s"}, or call us on ${phone}.`,
  },
  /** app/shared/enquiry.ts: one message per rule, as the shared schema words them. */
  validation: {
    unusualCharacters: "Please remove unusual characters.",
    name: {
      missing: "Please enter your name.",
      tooLong: (max: number) => `Please keep your name to ${max} characters or fewer.`,
    },
    email: {
      missing: "Please enter your email address.",
      tooLong: (max: number) => `Please keep your email address to ${max} characters or fewer.`,
      invalid: "Please enter a valid email address, like name@example.com.",
    },
    phone: {
      /** When the field is not text at all. */
      invalid: "Please enter a valid phone number.",
      tooLong: (max: number) => `Please keep the phone number to ${max} characters or fewer.`,
      characters: "Please use only digits, spaces and + - ( ) in the phone number.",
    },
    businessName: {
      /** When the field is not text at all (it is optional). */
      missing: "Please enter your business name.",
      tooLong: (max: number) => `Please keep your business name to ${max} characters or fewer.`,
    },
    service: {
      missing: "Please choose a service.",
    },
    message: {
      missing: "Please tell us about your project.",
      tooLong: (max: number) => `Please keep your message to ${max} characters or fewer.`,
    },
    /** The hidden submission id: only a changed or broken page sends a bad one. */
    submissionId: {
      invalid: "This form could not be read. Please reload the page and send it again.",
    },
  },
  /** app/seo/feeds.ts */
  feed: {
    title: (siteName: string) => `${siteName} blog`,
    description:
      "Practical guides on digital marketing, Meta Ads, video, poster design, SEO, websites and apps for small businesses in India.",
  },
  /** app/seo/structured-data.ts: the name of the offer catalogue. */
  structuredData: {
    offerCatalog: "Services",
  },
} as const;

/** The shape every language's interface strings must have: uiEn's keys, any text. */
export type UiStrings = Translation<typeof uiEn>;
