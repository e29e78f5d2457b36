/** The words of each page's own content in Tamil: the twin of ../en/page-words.ts. */
import type { PageWords } from "../en/page-words";
import { foundedYear } from "../site";

export const pageWordsTa: PageWords = {
  legalPage: {
    eyebrow: "சட்டத் தகவல்",
    lastUpdated: "கடைசியாகப் புதுப்பிக்கப்பட்டது:",
  },
  home: {
    getStarted: "தொடங்குங்கள்",
    viewServices: "சேவைகளைப் பாருங்கள்",
    clientsHeading: "மதுரை முழுவதும் உள்ள வணிகங்கள் எங்களை நம்புகின்றன",
    servicesEyebrow: "நாங்கள் செய்வது",
    servicesTitle: "எங்கள் சேவைகள்",
    whyEyebrow: "ஏன் நாங்கள்",
    learnMoreAboutUs: "எங்களைப் பற்றி மேலும் அறிய",
    blogsEyebrow: "எங்கள் கட்டுரைகளிலிருந்து",
    blogsTitle: "சமீபத்திய கட்டுரைகள்",
  },
  about: {
    eyebrow: "நாங்கள் யார்",
    title: "எங்களைப் பற்றி",
    storyEyebrow: `${foundedYear} முதல்`,
    storyTitle: "எங்கள் கதை",
    missionVisionLabel: "நோக்கமும் தொலைநோக்கும்",
    missionTitle: "எங்கள் நோக்கம்",
    visionTitle: "எங்கள் தொலைநோக்கு",
    journeyEyebrow: "மைல்கற்கள்",
    journeyTitle: "எங்கள் பயணம்",
  },
  services: {
    eyebrow: "நாங்கள் செய்வது",
    title: "எங்கள் சேவைகள்",
    listLabel: "சேவைகள்",
    learnMore: "மேலும் அறிய",
    learnMoreHidden: (serviceTitle) => `: ${serviceTitle}`,
  },
  service: {
    backToServices: "சேவைகளுக்குத் திரும்ப",
    getStartedToday: "இன்றே தொடங்குங்கள்",
    viewAllServices: "எல்லாச் சேவைகளும்",
    overview: "கண்ணோட்டம்",
    process: "நாங்கள் வேலை செய்யும் முறை",
    benefits: "முக்கியப் பலன்கள்",
    readyTitle: (serviceTitle) => `${serviceTitle} சேவையுடன் தொடங்கத் தயாரா?`,
    readyText:
      "உங்கள் வணிகம், உங்கள் இலக்குகள் பற்றிச் சொல்லுங்கள். தெளிவான திட்டத்துடனும் கொட்டேஷனுடனும் பதில் அனுப்புகிறோம்.",
    contactUs: "தொடர்புகொள்ளுங்கள்",
    notFoundTitle: "சேவை கிடைக்கவில்லை",
    notFoundText: "நீங்கள் தேடிய சேவையைக் கண்டுபிடிக்க முடியவில்லை.",
  },
  blogs: {
    eyebrow: "பயனுள்ள குறிப்புகள்",
    title: "எங்கள் கட்டுரைகள்",
    rssFeed: "RSS ஃபீட்",
    listLabel: "கட்டுரைகள்",
    backHome: "முகப்புக்குத் திரும்ப",
  },
  article: {
    backToBlogs: "கட்டுரைகளுக்குத் திரும்ப",
    tableOfContents: "இந்தக் கட்டுரையில்",
    moreArticles: "மேலும் கட்டுரைகள்",
    previous: "முந்தையது",
    next: "அடுத்தது",
    related: "தொடர்புடைய கட்டுரைகள்",
  },
  structuredData: {
    offerCatalog: "சேவைகள்",
  },
  /** The blog's feeds (app/seo/feeds.server.ts). */
  feed: {
    description:
      "இந்தியாவின் சிறு வணிகங்களுக்கு டிஜிட்டல் மார்க்கெட்டிங், Meta Ads, வீடியோ, போஸ்டர் டிசைன், SEO, வெப்சைட், ஆப் பற்றிய நடைமுறை வழிகாட்டிகள்.",
  },
  /** The 404 page's document title, before " | Vaigai Digital". */
  notFound: {
    metaTitle: "பக்கம் கிடைக்கவில்லை",
  },
};
