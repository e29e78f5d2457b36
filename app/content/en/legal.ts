/**
 * Privacy Policy (/privacy-policy) and Terms & Conditions (/terms-conditon).
 * Plain-language placeholders for a small Indian agency; the owner should have them
 * reviewed before launch. Section headings are fixed by the spec and checked at load time.
 */
import { z } from "zod";
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from "../../shared/analytics";
import { BACKUPS, ENQUIRY_RETENTION } from "~/shared/retention";
import { site } from "./site";

const { defaultDays, spamDays, answerWithinDays } = ENQUIRY_RETENTION;
const { defaultKeep } = BACKUPS;

type LegalText = {
  heading: string;
  paragraphs: string[];
  /** Shown as a list after the paragraphs. */
  bullets?: string[];
};

/** A section of a spec'd heading; subsections (h3) carry what the spec's three sections do not name. */
export type LegalSection = LegalText & { subsections?: LegalText[] };

export type LegalDocument = {
  title: string;
  /** ISO date of the last revision. */
  updated: string;
  intro: string;
  sections: LegalSection[];
};

const text = z.string().trim().min(1);
const legalText = {
  heading: text,
  paragraphs: z.array(text).min(1).max(3),
  bullets: z.array(text).min(1).optional(),
};

function legalDocumentSchema(headings: readonly [string, string, string]) {
  return z.object({
    title: text,
    updated: z.iso.date(),
    intro: text,
    sections: z
      .array(
        z.object({ ...legalText, subsections: z.array(z.object(legalText)).min(1).optional() }),
      )
      .length(3)
      .refine(
        (sections) => headings.every((heading, i) => sections[i]?.heading === heading),
        `sections must start with ${headings.join(", ")}, in that order`,
      ),
  });
}

export const PRIVACY_HEADINGS = [
  "Information We Collect",
  "How We Use Your Data",
  "Your Rights",
] as const;

export const TERMS_HEADINGS = [
  "Service Usage",
  "Payments & Deliverables",
  "Limitation of Liability",
] as const;

export const privacyPolicy: LegalDocument = legalDocumentSchema(PRIVACY_HEADINGS).parse({
  title: "Privacy Policy",
  updated: "2026-11-28",
  intro: `This policy explains what personal information ${site.name} collects through this website, why we collect it and how you can control it. We collect as little as we need to reply to you, and we never sell your data.`,
  sections: [
    {
      heading: "Information We Collect",
      paragraphs: [
        "This website does not ask you to create an account, and we do not use advertising cookies to track you. When you send an enquiry, we record the date and time it was sent and a hashed (one-way scrambled) form of your IP address, which helps us block spam and repeated abuse of the form; your actual IP address cannot be read back from it.",
        "The contact form itself collects only the details you type in:",
      ],
      bullets: [
        "Your name and email address (required)",
        "Your phone number and business name (optional)",
        "The service you are interested in",
        "Your message",
      ],
      // What the site's own visit counting keeps (issue 29, docs/decisions/0064-cookieless-analytics.md
      // and 0067): the three spec'd sections stay, this is part of what we collect.
      subsections: [
        {
          heading: "Visit counting",
          paragraphs: [
            "To learn which of our pages and adverts bring enquiries, this website counts its visits itself, without cookies and without any outside analytics service. It counts:",
          ],
          bullets: [
            "The pages you view, and where your visit came from: a search engine such as Google, a social network, another website, or the campaign name in the link you followed (for example from one of our adverts)",
            "Taps on the WhatsApp, call and email links, switches of language, and links followed to other websites, each with the page it happened on",
            "Enquiries sent with the form; the enquiry itself is stored with where your visit came from and the page you first landed on",
            "Whether your device is a mobile or a desktop, and nothing else about it",
          ],
        },
        {
          heading: "What visit counting does not keep, and for how long",
          paragraphs: [
            "It sets no cookie and keeps no identifier in your browser's storage: where your visit came from is kept only in the open tab, and is gone when you close it. Your IP address and your browser's description of itself are not stored. To count visitors without recognising them, the two are turned into a one-way hash together with a random value that changes every day; each day's value is deleted when the day ends (Indian time), so the hash cannot be traced back to you, and visits on different days cannot be linked.",
            `Counted visits are kept for ${DEFAULT_ANALYTICS_RETENTION_DAYS} days; after that, only daily totals remain, such as how many visitors came from Google on a given day.`,
            "Because the website sets no cookie to count or follow you, it shows no cookie banner. The only cookie it may set for a visitor is a note of the language you chose with the language switch (English or Tamil), so that the home page opens in it next time; it holds nothing else.",
          ],
        },
      ],
    },
    {
      heading: "How We Use Your Data",
      paragraphs: [
        "We use the details you send only to reply to your enquiry and to discuss the work you asked about, by email, phone or WhatsApp. We do not add you to a mailing list, and we do not sell, rent or share your details with anyone for their own marketing.",
        "Your messages are stored securely with access limited to our team. We keep an enquiry only for as long as we need it to follow up with you or to keep records of work we agree on, and then we delete it. If we later work together, the project details you share are used only for that project.",
        "If you use the WhatsApp button or the live-chat window, those conversations are handled by the respective providers under their own privacy policies.",
      ],
    },
    {
      heading: "Your Rights",
      paragraphs: [
        `Under India's Digital Personal Data Protection Act, 2023, you can ask us for a summary of the personal data we hold about you, ask us to correct or update it, or ask us to delete it. To do any of these, email us at ${site.email} from the address you used, or tell us the details of your enquiry so we can find it. We answer within ${answerWithinDays} days, and deletion is free.`,
        `If you have a concern about how we have handled your data, please write to us first at ${site.email} and we will try to resolve it. We may update this policy from time to time; the date at the top shows when it last changed.`,
      ],
      // Kept within the spec's three sections (decision 0071): how long and how to erase are part of your rights.
      subsections: [
        {
          heading: "How Long We Keep Your Data, and Erasing It",
          paragraphs: [
            `We keep the details you send through the contact form for one purpose: to reply to your enquiry and discuss the work you asked about. We erase an enquiry ${defaultDays / 365} years (${defaultDays} days) after it arrives, and one we mark as spam after ${spamDays} days.`,
            `You can ask us at any time to erase everything we hold about you. We then delete every enquiry that holds your email address or phone number, with our notes and the messages about it, and keep only a record that an erasure was made, without your details. Write to our grievance contact at ${site.grievance.email}. We answer every request about your data within ${answerWithinDays} days.`,
            `So that a failed disk cannot lose enquiries, we keep backup copies of our records for at most ${defaultKeep} days. When we erase your details, we erase them from these backups too: usually within a day, and always within ${defaultKeep} days.`,
          ],
        },
      ],
    },
  ],
});

export const terms: LegalDocument = legalDocumentSchema(TERMS_HEADINGS).parse({
  title: "Terms & Conditions",
  updated: "2025-08-24",
  intro: `These terms apply when you use this website or hire ${site.name} for a project. We keep them short and fair; if anything is unclear, please ask us before we start work.`,
  sections: [
    {
      heading: "Service Usage",
      paragraphs: [
        "The content on this website is for general information about our services. Quotes and timelines are confirmed only in a written proposal or email that we both agree to, which describes the scope of work, deliverables, number of revisions and schedule.",
        "You agree to provide accurate information, timely feedback and the materials we need, such as logos, photos, product details and account access. You confirm that you have the right to use any content you give us. Please do not use this website or our contact form to send spam, unlawful material or anything that could harm others.",
      ],
    },
    {
      heading: "Payments & Deliverables",
      paragraphs: [
        "Every project starts with a written quote in Indian rupees. Typically, 50% is paid in advance to begin the work and the balance on completion, or monthly in advance for ongoing services such as social media management and SEO. We accept UPI and bank transfer, and GST is added where applicable. Advertising budgets for Meta or Google are paid directly to those platforms from your account and are separate from our fees.",
        "Once the full payment is received, the final deliverables made for you, such as designs, videos, website files and app source code, belong to you. Third-party items like stock images, fonts, plugins, domains and hosting remain under their own licences and renewals. Work beyond the agreed scope or revisions is quoted separately before we start it.",
      ],
    },
    {
      heading: "Limitation of Liability",
      paragraphs: [
        "We work hard to deliver good results, but marketing, advertising and search rankings depend on many factors outside our control, including platform rules and algorithms, competition and market conditions. We therefore do not guarantee specific rankings, reach, leads or sales.",
        "We are not responsible for outages, policy changes or account actions by third-party platforms such as Meta, Google, hosting providers or app stores. To the extent permitted by law, our total liability for any claim related to a project is limited to the fees you paid us for that project. These terms are governed by the laws of India, and any disputes are subject to the courts in Madurai, Tamil Nadu.",
      ],
    },
  ],
});
