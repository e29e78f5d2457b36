/**
 * The interface strings in Tamil: the twin of ../ui.ts, with exactly its keys (`UiStrings`),
 * so a missing or extra string fails `tsc` here. Style: docs/decisions/0043-tamil-copy.md.
 */
import type { UiStrings } from "../ui";

export const uiTa: UiStrings = {
  layout: {
    skipToContent: "முக்கிய உள்ளடக்கத்துக்குச் செல்லுங்கள்",
    errorTitle: "ஏதோ தவறு நடந்துவிட்டது",
    errorText: "பக்கத்தைப் புதுப்பியுங்கள், அல்லது சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்.",
  },
  header: {
    navLabel: "முதன்மை",
    mobileNavLabel: "முதன்மை (மொபைல்)",
    getStarted: "தொடங்குங்கள்",
    openMenu: "மெனுவைத் திறக்கவும்",
    closeMenu: "மெனுவை மூடவும்",
  },
  footer: {
    socialLabel: "சமூக ஊடகங்கள்",
    quickLinks: "விரைவு இணைப்புகள்",
    legal: "சட்டத் தகவல்",
    copyright: (year, siteName) => `© ${year} ${siteName}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.`,
  },
  splash: {
    loading: "ஏற்றப்படுகிறது...",
  },
  whatsapp: {
    hint: "WhatsApp-இல் எங்களுடன் பேசுங்கள்",
    closeHint: "WhatsApp குறிப்பை மூடவும்",
    linkLabel: "WhatsApp-இல் எங்களுடன் பேசுங்கள் (WhatsApp திறக்கும்)",
  },
  toast: {
    close: "அறிவிப்பை மூடவும்",
  },
  cards: {
    readingTime: (minutes) => `${minutes} நிமிட வாசிப்பு`,
    readMore: "மேலும் படிக்க",
    readMoreHidden: (title) => `: ${title}`,
  },
  legalPage: {
    eyebrow: "சட்டத் தகவல்",
    lastUpdated: "கடைசியாகப் புதுப்பிக்கப்பட்டது:",
  },
  notFound: {
    metaTitle: "பக்கம் கிடைக்கவில்லை",
    title: "அச்சச்சோ! இந்தப் பக்கம் கிடைக்கவில்லை",
    text: "நீங்கள் தேடும் பக்கம் இல்லை, அல்லது வேறு முகவரிக்கு மாற்றப்பட்டுவிட்டது.",
    backHome: "முகப்புப் பக்கத்துக்குச் செல்லுங்கள்",
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
    storyEyebrow: "2024 முதல்",
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
    viewAllServices: "எல்லாச் சேவைகளையும் பாருங்கள்",
    overview: "கண்ணோட்டம்",
    process: "நாங்கள் வேலை செய்யும் முறை",
    benefits: "முக்கியப் பலன்கள்",
    readyTitle: (serviceTitle) => `${serviceTitle} சேவையுடன் தொடங்கத் தயாரா?`,
    readyText:
      "உங்கள் வணிகம், உங்கள் இலக்குகள் பற்றிச் சொல்லுங்கள். தெளிவான திட்டத்துடனும் கட்டண விவரத்துடனும் பதில் அனுப்புகிறோம்.",
    contactUs: "எங்களைத் தொடர்புகொள்ளுங்கள்",
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
  contact: {
    eyebrow: "தொடர்புக்கு",
    title: "எங்களைத் தொடர்புகொள்ள",
    formHeading: "எங்களுக்குச் செய்தி அனுப்புங்கள்",
    formNote:
      "“(விருப்பத்தேர்வு)” என்று குறிக்காத எல்லாப் புலங்களும் கட்டாயம். மின்னஞ்சல், தொலைபேசி அல்லது WhatsApp வழியாகப் பதில் அளிப்போம்.",
    optional: " (விருப்பத்தேர்வு)",
    labels: {
      name: "பெயர்",
      email: "மின்னஞ்சல்",
      phone: "தொலைபேசி எண்",
      businessName: "வணிகத்தின் பெயர்",
      service: "சேவை",
      message: "செய்தி",
    },
    selectService: "-- ஒரு சேவையைத் தேர்ந்தெடுங்கள் --",
    messagePlaceholder: "உங்கள் திட்டம் பற்றிச் சொல்லுங்கள்...",
    honeypotLabel: "இந்தப் புலத்தைக் காலியாக விடுங்கள்",
    send: "செய்தியை அனுப்புங்கள்",
    sending: "அனுப்பப்படுகிறது...",
    errorSummary: (count) =>
      count === 1 ? "இந்தப் புலத்தைச் சரிபாருங்கள்:" : `இந்த ${count} புலங்களைச் சரிபாருங்கள்:`,
    directHeading: "நேரடியாகப் பேசுங்கள்",
    phoneTitle: "தொலைபேசி",
    emailTitle: "மின்னஞ்சல்",
    officeTitle: "அலுவலகம்",
    sentTitle: "செய்தி அனுப்பப்பட்டது!",
    sentText: "தொடர்புகொண்டதற்கு நன்றி. விரைவில் உங்களுக்குப் பதில் அளிக்கிறோம்.",
    errorTitle: "பிழை",
    failedToSend: "செய்தியை அனுப்ப முடியவில்லை. மீண்டும் முயலுங்கள்.",
    unavailable:
      "உங்கள் செய்தியை இப்போது சேமிக்க முடியவில்லை. சில நிமிடங்கள் கழித்து மீண்டும் முயலுங்கள், அல்லது எங்களை நேரடியாக அழையுங்கள் அல்லது மின்னஞ்சல் அனுப்புங்கள்.",
    unreadable: "படிவத்தைப் படிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.",
    rateLimited: (minutes, phone) =>
      `கடந்த ஒரு மணி நேரத்தில் பல செய்திகள் அனுப்பியிருக்கிறீர்கள், நன்றி! சுமார் ${minutes} நிமிடம் கழித்து மீண்டும் முயலுங்கள், அல்லது ${phone} என்ற எண்ணில் எங்களை அழையுங்கள்.`,
  },
  validation: {
    unusualCharacters: "வழக்கத்துக்கு மாறான எழுத்துகளை நீக்குங்கள்.",
    name: {
      missing: "உங்கள் பெயரை உள்ளிடுங்கள்.",
      tooLong: (max) => `உங்கள் பெயர் ${max} எழுத்துகளுக்குள் இருக்கட்டும்.`,
    },
    email: {
      missing: "உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்.",
      tooLong: (max) => `மின்னஞ்சல் முகவரி ${max} எழுத்துகளுக்குள் இருக்கட்டும்.`,
      invalid: "சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள், எடுத்துக்காட்டாக name@example.com.",
    },
    phone: {
      invalid: "சரியான தொலைபேசி எண்ணை உள்ளிடுங்கள்.",
      tooLong: (max) => `தொலைபேசி எண் ${max} எழுத்துகளுக்குள் இருக்கட்டும்.`,
      characters: "தொலைபேசி எண்ணில் இலக்கங்கள், இடைவெளி, + - ( ) ஆகியவற்றை மட்டும் பயன்படுத்துங்கள்.",
    },
    businessName: {
      missing: "உங்கள் வணிகத்தின் பெயரை உள்ளிடுங்கள்.",
      tooLong: (max) => `வணிகத்தின் பெயர் ${max} எழுத்துகளுக்குள் இருக்கட்டும்.`,
    },
    service: {
      missing: "ஒரு சேவையைத் தேர்ந்தெடுங்கள்.",
    },
    message: {
      missing: "உங்கள் திட்டம் பற்றிச் சிறிது சொல்லுங்கள்.",
      tooLong: (max) => `உங்கள் செய்தி ${max} எழுத்துகளுக்குள் இருக்கட்டும்.`,
    },
    submissionId: {
      invalid: "இந்தப் படிவத்தைப் படிக்க முடியவில்லை. பக்கத்தைப் புதுப்பித்து மீண்டும் அனுப்புங்கள்.",
    },
  },
  feed: {
    title: (siteName) => `${siteName} கட்டுரைகள்`,
    description:
      "இந்தியாவின் சிறு வணிகங்களுக்கு டிஜிட்டல் மார்க்கெட்டிங், Meta Ads, வீடியோ, போஸ்டர் டிசைன், SEO, வெப்சைட், ஆப் பற்றிய நடைமுறை வழிகாட்டிகள்.",
  },
  structuredData: {
    offerCatalog: "சேவைகள்",
  },
};
