/**
 * The words of each page's own content (headings, buttons, labels), apart from the chrome's
 * (./ui.ts): only the server imports them, and each page's loader hands its page its own
 * (app/content/page-copy.server.ts), so no page's code carries another page's words. The
 * Tamil twin is ../ta/page-words.ts.
 */
import { foundedYear } from "../site";
import type { Translation } from "../translation";

export const pageWordsEn = {
  /** app/components/legal-page.tsx */
  legalPage: {
    eyebrow: "Legal",
    /** Followed by the date. */
    lastUpdated: "Last updated",
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
    storyEyebrow: `Since ${foundedYear}`,
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
  /** app/seo/structured-data.ts: the name of the offer catalogue. */
  structuredData: {
    offerCatalog: "Services",
  },
  /** The blog's feeds (app/seo/feeds.server.ts). */
  feed: {
    description:
      "Practical guides on digital marketing, Meta Ads, video, poster design, SEO, websites and apps for small businesses in India.",
  },
  /** The 404 page's document title, before " | Vaigai Digital". */
  notFound: {
    metaTitle: "Page not found",
  },
} as const;

export type PageWords = Translation<typeof pageWordsEn>;
