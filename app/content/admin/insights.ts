/**
 * The words of the owner's dashboard (/admin/insights, issue 29), in English and Tamil; the
 * sources' names are in sources.ts, shared with the inbox.
 */
import { bilingual } from "~/content/admin/bilingual";

export const insightsCopy = bilingual(
  {
    title: "Insights",
    /** The link in the inbox's top bar (wide screens) and above its list (phones). */
    navLabel: "Insights",
    intro: "Who came to the site, from where, and who reached out. Counted without cookies; days are India time.",
    periodsLabel: "Period",
    periods: { today: "Today", "7d": "7 days", "30d": "30 days", "90d": "90 days" },
    range: (first: string, last: string) => (first === last ? first : `${first} – ${last}`),
    rightNow: (count: number) => (count === 1 ? "1 visitor right now" : `${count.toLocaleString("en-IN")} visitors right now`),
    rightNowHint: "in the last 5 minutes",
    cards: {
      visitors: "Visitors",
      visitorsHint: "each counted once a day",
      pageviews: "Page views",
      leads: "Leads",
      leadRate: "Lead rate",
      leadRateHint: "leads per 100 visitors",
      /** In place of a rate above 100% (decision 0085). */
      moreLeadsThanVisitors: "More leads than visitors: several people on one internet connection (an office, a mobile network) count as one visitor.",
      enquiries: "Enquiries",
      whatsapp: "WhatsApp taps",
      calls: "Calls",
      emails: "Emails",
    },
    /** What a lead counts (decision 0078): a tap alone, with no page seen, is a tap only. */
    leadsHint: "enquiries, and the WhatsApp taps, calls and emails of visitors who also opened a page that day",
    noLeadRate: "–",
    empty: "No visits counted in this period yet. Numbers show here as soon as people visit the site.",
    chart: {
      title: "Day by day",
      visitors: "Visitors",
      leads: "Leads",
      highest: (count: string) => `highest ${count}`,
      summary: (what: string, first: string, last: string, total: string, best: string, bestDay: string) =>
        `${what} per day from ${first} to ${last}: ${total} in all, highest ${best} on ${bestDay}.`,
      tableToggle: "Show the numbers as a table",
      day: "Day",
    },
    tables: {
      sources: { title: "Where they came from", first: "Source" },
      /** `none`: the last row, the visits that had none (decision 0085). */
      campaigns: { title: "Campaigns", first: "Campaign", empty: "No visits with a campaign (utm_campaign) in this period.", none: "Without a campaign" },
      pages: { title: "Top pages", first: "Page" },
      landings: { title: "Landing pages", first: "First page of the visit", none: "Not known (enquiries sent without JavaScript)" },
      langs: { title: "English and Tamil", first: "Language" },
      devices: { title: "Phones and computers", first: "Device" },
    },
    columns: { visitors: "Visitors", pageviews: "Views", leads: "Leads", enquiries: "Enquiries" },
    languages: { en: "English", ta: "Tamil" },
    devices: { mobile: "Phones", desktop: "Computers" } as Record<string, string>,
    openInbox: "Open these enquiries in the inbox",
    /** The last row of a list: what it does not name, added up (decision 0078). */
    other: "Other",
    /** `top`: DAILY_TOP_VALUES (app/shared/analytics.ts), passed in: this chunk imports nothing of the site's code. */
    otherNote: (top: number) => `“Other” adds up everything not listed above. Each day keeps its ${top} busiest by name; the rest of that day is kept only in this sum.`,
  },
  {
    title: "புள்ளிவிவரங்கள்",
    navLabel: "புள்ளிவிவரங்கள்",
    intro: "யார் வெப்சைட்டுக்கு வந்தார்கள், எங்கிருந்து வந்தார்கள், யார் தொடர்புகொண்டார்கள். குக்கீகள் இல்லாமல் எண்ணுகிறோம்; நாட்கள் இந்திய நேரப்படி.",
    periodsLabel: "காலம்",
    periods: { today: "இன்று", "7d": "7 நாள்", "30d": "30 நாள்", "90d": "90 நாள்" },
    range: (first: string, last: string) => (first === last ? first : `${first} – ${last}`),
    rightNow: (count: number) => `இப்போது ${count.toLocaleString("en-IN")} ${count === 1 ? "பார்வையாளர்" : "பார்வையாளர்கள்"}`,
    rightNowHint: "கடந்த 5 நிமிடங்களில்",
    cards: {
      visitors: "பார்வையாளர்கள்",
      visitorsHint: "ஒருவரை நாளுக்கு ஒருமுறை எண்ணுகிறோம்",
      pageviews: "பக்கப் பார்வைகள்",
      leads: "தொடர்புகள்",
      leadRate: "தொடர்பு விகிதம்",
      leadRateHint: "100 பார்வையாளர்களுக்கு எத்தனை தொடர்புகள்",
      moreLeadsThanVisitors:
        "பார்வையாளர்கள் குறைவு, தொடர்புகள் அதிகம்: ஒரே இணைய இணைப்பு வழியாக வரும் பலர் (ஓர் அலுவலகம், ஒரே மொபைல் நெட்வொர்க்) ஒரே பார்வையாளராக எண்ணப்படுவார்கள்.",
      enquiries: "விசாரணைகள்",
      whatsapp: "WhatsApp கிளிக்குகள்",
      calls: "அழைப்புகள்",
      emails: "மின்னஞ்சல்கள்",
    },
    leadsHint: "விசாரணைகளும், அன்று ஒரு பக்கத்தையாவது திறந்தவர்களின் WhatsApp கிளிக்குகள், அழைப்புகள், மின்னஞ்சல்களும்",
    noLeadRate: "–",
    empty: "இந்தக் காலத்தில் இன்னும் வருகை எதுவும் இல்லை. மக்கள் வெப்சைட்டுக்கு வந்தவுடன் எண்ணிக்கைகள் இங்கே தெரியும்.",
    chart: {
      title: "நாள் வாரியாக",
      visitors: "பார்வையாளர்கள்",
      leads: "தொடர்புகள்",
      highest: (count: string) => `அதிகபட்சம் ${count}`,
      summary: (what: string, first: string, last: string, total: string, best: string, bestDay: string) =>
        `${first} முதல் ${last} வரை ஒவ்வொரு நாளின் ${what}: மொத்தம் ${total}, அதிகபட்சம் ${bestDay} அன்று ${best}.`,
      tableToggle: "எண்களை அட்டவணையாகக் காட்டுங்கள்",
      day: "நாள்",
    },
    tables: {
      sources: { title: "எங்கிருந்து வந்தார்கள்", first: "எங்கிருந்து" },
      campaigns: {
        title: "கேம்பெய்ன்கள்",
        first: "கேம்பெய்ன்",
        empty: "இந்தக் காலத்தில் கேம்பெய்ன் (utm_campaign) வழியாக வருகை எதுவும் இல்லை.",
        none: "கேம்பெய்ன் இல்லாமல்",
      },
      pages: { title: "அதிகம் பார்த்த பக்கங்கள்", first: "பக்கம்" },
      landings: { title: "முதலில் திறந்த பக்கங்கள்", first: "வருகையின் முதல் பக்கம்", none: "தெரியவில்லை (JavaScript இல்லாமல் அனுப்பிய விசாரணைகள்)" },
      langs: { title: "ஆங்கிலமும் தமிழும்", first: "மொழி" },
      devices: { title: "போன்களும் கம்ப்யூட்டர்களும்", first: "சாதனம்" },
    },
    columns: { visitors: "பார்வையாளர்", pageviews: "பார்வைகள்", leads: "தொடர்பு", enquiries: "விசாரணை" },
    languages: { en: "ஆங்கிலம்", ta: "தமிழ்" },
    devices: { mobile: "போன்கள்", desktop: "கம்ப்யூட்டர்கள்" },
    openInbox: "இந்த விசாரணைகளை இன்பாக்ஸில் திறங்கள்",
    other: "மற்றவை",
    otherNote: (top: number) =>
      `“மற்றவை” என்பது மேலே பட்டியலில் இல்லாத அனைத்தின் கூட்டுத்தொகை. ஒவ்வொரு நாளும் அதிகம் வந்த ${top} மட்டுமே பெயருடன் வைக்கப்படும்; அந்த நாளின் மீதி இந்தக் கூட்டுத்தொகையில் மட்டுமே இருக்கும்.`,
  },
);
