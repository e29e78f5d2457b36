/**
 * Copy for the home and About pages, the page intros and the closing call to action.
 * The agency's claims (founding date, stats, mission, vision, journey) come from the spec;
 * counts are checked at load time so a dropped stat or value card fails the build and tests.
 */
import { z } from "zod";
import { statFigure, statSchema, type Stats } from "../schema";
import { agencyEn } from "./agency";
import { site } from "./site";
import type { Translation } from "../translation";

const text = z.string().trim().min(1);

export const stats: Stats = z
  .tuple([statSchema, statSchema, statSchema])
  .parse([
    { number: "1+", label: "Years of Experience" },
    { number: "10+", label: "Happy Clients" },
    { number: "50+", label: "Projects Completed" },
  ]);

const [, clients, projects] = stats;

export type About = {
  intro: string;
  story: string[];
  mission: string;
  missionDetail: string;
  vision: string;
  visionDetail: string;
};

export const about: About = z
  .object({
    intro: text,
    story: z.array(text).min(2).max(3),
    mission: z.literal("Help businesses grow online through innovative digital solutions."),
    missionDetail: text,
    vision: z.literal("Become the leading digital transformation partner."),
    visionDetail: text,
  })
  .parse({
    intro: `${site.name} is a digital agency in Madurai that helps local businesses get found, get noticed and get more enquiries online. We handle marketing, ads, videos, posters, SEO, websites and apps under one roof, so you deal with one team that knows your business.`,
    story: [
      `We started ${site.name} in ${agencyEn.founded.display} in Madurai with a simple observation: the shops, clinics, restaurants and institutions around us were great at what they did, but many struggled to show it online. They had an Instagram page that was rarely updated, a website that did not open properly on a phone, or ads that took money without bringing calls.`,
      "Today we work with retailers, restaurants, clinics, schools and coaching centres, builders, and service businesses across Madurai and Tamil Nadu. Most are owner-run, careful with every rupee and short on time. We speak their language, in English or Tamil, and keep things practical: clear plans, honest pricing and reports that show what each rupee achieved.",
      "We are a small team by choice. Every client works directly with the people doing the work, and we measure our success by one thing: whether your business is growing.",
    ],
    mission: "Help businesses grow online through innovative digital solutions.",
    missionDetail:
      "We combine creative content, careful targeting and solid technology so that local businesses can compete online with confidence, without needing an in-house team.",
    vision: "Become the leading digital transformation partner.",
    visionDetail:
      "We want to be the partner businesses in Madurai and across Tamil Nadu trust first when they take the next step online, from their first post to their first app.",
  });

export type JourneyEntry = { when: string; title: string; text: string };

export const journey: JourneyEntry[] = z
  .array(z.object({ when: text, title: text, text }))
  .length(3)
  .parse([
    {
      when: agencyEn.founded.display,
      title: "Company Founded",
      text: `${site.name} opened in Madurai with a focus on practical, affordable digital services for local businesses.`,
    },
    {
      when: "First Quarter",
      title: "First 5 Clients",
      text: "We onboarded our first 5 clients and shaped the way we work around their feedback.",
    },
    {
      when: "Present Day",
      title: `${projects.number} Projects Delivered`,
      text: `We have now delivered more than ${statFigure(projects)} projects across marketing, design, video, websites and apps for over ${statFigure(clients)} happy clients.`,
    },
  ]);

export const VALUE_ICONS = ["award", "heart-handshake", "trending-up", "rocket"] as const;
export type ValueIcon = (typeof VALUE_ICONS)[number];
export type Value = { title: string; text: string; icon: ValueIcon };

export const values: Value[] = z
  .array(z.object({ title: text, text, icon: z.enum(VALUE_ICONS) }))
  .length(4)
  .refine(
    (list) =>
      ["Quality First", "Personal Touch", "Proven Results", "Fast Growing"].every(
        (title, i) => list[i]?.title === title,
      ),
    "values must be Quality First, Personal Touch, Proven Results, Fast Growing, in that order",
  )
  .parse([
    {
      title: "Quality First",
      text: "Every post, video, design and line of code is checked carefully before it reaches you or your customers.",
      icon: "award",
    },
    {
      title: "Personal Touch",
      text: "You work directly with the people doing the work, reachable by call or WhatsApp when you need us.",
      icon: "heart-handshake",
    },
    {
      title: "Proven Results",
      text: `${projects.number} projects delivered for ${clients.number} happy clients, with clear reports on what each campaign achieved.`,
      icon: "trending-up",
    },
    {
      title: "Fast Growing",
      text: "A young Madurai team that keeps learning new tools and platforms so your business stays ahead.",
      icon: "rocket",
    },
  ]);

export const whyChoose = {
  heading: `Why Choose ${site.name}?`,
  text: "We are a local team that understands how Madurai businesses win customers: word of mouth, WhatsApp, Instagram and Google search. We combine creative work with careful tracking, keep our pricing clear, and explain everything in plain language, so you always know what you are paying for and what it brings back.",
} as const;
export type WhyChooseCopy = Translation<typeof whyChoose>;

export const hero = {
  headline: "Grow Your Business with Digital Marketing & Web Solutions",
  tagline: site.tagline,
  lead: "From Instagram posts and Meta Ads to websites and apps, we help Madurai businesses reach more customers and turn them into enquiries.",
} as const;
z.string().max(60).parse(hero.headline);
export type HeroCopy = Translation<typeof hero>;

export const servicesIntro =
  "Everything your business needs to grow online, from social media and ads to websites and apps, planned around your goals and budget.";

export const blogsIntro =
  "Practical tips on digital marketing, design, video, SEO, websites and apps for small business owners in Madurai and across India.";

export const contactIntro =
  "Tell us about your business and what you would like to achieve. We will get back to you by email, phone or WhatsApp to talk it through.";

export const cta = {
  heading: "Ready to Grow Your Business?",
  text: "Tell us where you want your business to be in six months. We will suggest a practical plan and a clear quote, with no obligation.",
  button: "Get Started Today",
} as const;
export type CtaCopy = Translation<typeof cta>;
