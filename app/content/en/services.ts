/**
 * The seven services, in the spec's order. Cards use `description` and `features`;
 * the detail page (/services/{slug}) adds `fullDescription`, `process` and `benefits`.
 * The list is parsed at load time, so a wrong count or order fails the build and tests.
 */
import { servicesSchema, type Service } from "../schema";
import { SERVICE_NAMES } from "../../shared/services";

export const services: Service[] = servicesSchema.parse([
  {
    slug: "digital-marketing",
    title: "Digital Marketing",
    icon: "megaphone",
    description:
      "A clear monthly plan for Instagram, Facebook, WhatsApp and Google that keeps your business in front of local customers.",
    fullDescription:
      "Most small businesses know they should be online but have no time to plan posts, answer messages and track what works. We take that off your plate. We start by learning who buys from you and where they spend time online, then build a monthly plan across Instagram, Facebook, WhatsApp Business and your Google Business Profile. Every month you get a content calendar, posts in English and Tamil where it helps, replies to common enquiries, and a short report in plain language: what went out, how many people saw it, and how many called, messaged or visited. We plan around Pongal, Diwali, Chithirai and wedding seasons so your offers land at the right time, and we keep the budget sensible for a growing business.",
    features: [
      "Monthly content calendar",
      "Instagram and Facebook management",
      "Google Business Profile upkeep",
      "Plain-language monthly reports",
    ],
    process: [
      "Discovery call to understand your business and customers",
      "Review your current pages, profiles and competitors",
      "Agree on goals, channels and a monthly budget",
      "Prepare and approve the content calendar with you",
      "Publish, reply to enquiries and promote posts",
      "Report results monthly and refine the plan",
    ],
    benefits: [
      "A steady, professional presence without taking up your time",
      "More calls, WhatsApp messages and walk-ins from nearby customers",
      "Festival and seasonal offers planned well ahead",
      "Content that speaks to Tamil and English audiences",
      "Clear reports that show where your money went",
      "One team handling every channel, with one point of contact",
    ],
  },
  {
    slug: "meta-ads",
    title: "Meta Ads",
    icon: "target",
    description:
      "Facebook and Instagram ad campaigns aimed at the right people in your area, built to bring enquiries rather than just likes.",
    fullDescription:
      "Boosting a post can feel like spending money and hoping for the best. We run Meta Ads campaigns with a clear purpose: WhatsApp enquiries, calls, form leads, store visits or online sales. We set up your Business Manager, Meta Pixel and conversion tracking properly, then target people by location, age, interests and behaviour, whether that is a 5 km radius around your shop or buyers across Tamil Nadu. We write the ad copy, design the creatives and test several versions against each other, moving budget towards what brings results. You decide the daily spend, starting from a modest rupee budget, and the ad money is paid directly to Meta from your own account. Each week you see the cost per lead and what we are changing next.",
    features: [
      "Facebook and Instagram campaigns",
      "Local and interest targeting",
      "Ad creatives and copy",
      "Lead and conversion tracking",
    ],
    process: [
      "Understand your offer, customers and enquiry goals",
      "Set up Business Manager, Pixel and tracking",
      "Plan audiences, placements and a daily budget",
      "Write copy and design ad creatives for approval",
      "Launch campaigns and test several ad versions",
      "Review weekly, shift budget to winners, report results",
    ],
    benefits: [
      "Ads shown to people most likely to buy from you",
      "Full control of your budget, paid directly to Meta",
      "Enquiries arriving on WhatsApp, calls or lead forms",
      "Clear cost per lead so you know what works",
      "Less wasted spend through regular testing and tuning",
      "Campaigns that can grow as your results improve",
    ],
  },
  {
    slug: "video-editing",
    title: "Video Editing",
    icon: "clapperboard",
    description:
      "Reels, Shorts, ads and brand videos edited to hold attention, with captions, music and a clear message in the first few seconds.",
    fullDescription:
      "People scroll fast, so a video has a few seconds to earn attention. We edit Instagram Reels, YouTube Shorts, ad videos, product demos, testimonials and event highlights that get to the point quickly and look like they belong to your brand. Send us raw footage from your phone or camera and we handle the rest: cutting, colour correction, clean audio, licensed music, motion text, and Tamil or English captions for people who watch with the sound off. We export each video in the right sizes for Instagram, YouTube and WhatsApp Status. If you do not have footage yet, we help you plan a simple shoot with a shot list, so your team knows exactly what to film at the shop, kitchen or site.",
    features: [
      "Reels and YouTube Shorts",
      "Tamil and English captions",
      "Colour and audio correction",
      "Sizes for every platform",
    ],
    process: [
      "Brief call to agree on purpose and style",
      "Plan the shot list or review your footage",
      "Cut a first draft with music and captions",
      "Collect your feedback and make revisions",
      "Finish colour, sound and on-screen text",
      "Deliver final files sized for each platform",
    ],
    benefits: [
      "Videos that hold attention from the first seconds",
      "A consistent look that makes your brand easy to recognise",
      "Captions that reach viewers watching without sound",
      "More reach on Reels, Shorts and WhatsApp Status",
      "Footage from your phone turned into polished content",
      "Quick turnaround for offers, launches and festival posts",
    ],
  },
  {
    slug: "poster-designs",
    title: "Poster Designs",
    icon: "palette",
    description:
      "Eye-catching posters for social media, offers, events and print, designed in your brand colours and ready to share or print.",
    fullDescription:
      "A good poster tells people what you offer, why it matters and what to do next, at a glance. We design social media posts, festival greetings, offer announcements, event and admission posters, menu cards, flyers and banners that look professional and stay true to your brand colours and fonts. Every design has a clear headline, a readable layout on a phone screen, and your phone number, WhatsApp or address where customers can see it. We work in English, Tamil or both, and supply print-ready files in the correct size and resolution for your local printer, along with versions sized for Instagram, Facebook and WhatsApp. For regular posting, we create a set of templates so your feed looks consistent month after month.",
    features: [
      "Social media and festival posts",
      "Flyers, banners and menu cards",
      "English and Tamil layouts",
      "Print-ready and digital files",
    ],
    process: [
      "Understand the message, audience and deadline",
      "Gather your logo, colours, photos and details",
      "Share first design concepts for your review",
      "Refine the chosen design with your feedback",
      "Check spelling, contact details and print sizes",
      "Deliver final files for print and social media",
    ],
    benefits: [
      "A professional look that builds trust with new customers",
      "Offers and contact details that are easy to read",
      "Consistent branding across print and social media",
      "Festival greetings and offers ready in good time",
      "Files that print correctly the first time",
      "Reusable templates that keep your feed looking consistent",
    ],
  },
  {
    slug: "seo-optimization",
    title: "SEO Optimization",
    icon: "search",
    description:
      "Help customers find you on Google when they search for what you offer, from 'near me' searches to detailed questions.",
    fullDescription:
      "When someone in Madurai searches for a service like yours, you want to appear before your competitors. We start with an audit of your website and Google Business Profile to find what is holding you back: slow pages, missing titles, weak content or incorrect business details. Then we fix the technical basics, research the words your customers actually type, including local 'near me' searches, and improve your pages to answer those searches well. We optimise your Google Business Profile with the right categories, photos, posts and review replies so you show up in Maps results. SEO takes a few months to build, so we report monthly on rankings, traffic and enquiries, and explain what changed and why in plain language.",
    features: [
      "Website and technical audit",
      "Local keyword research",
      "On-page content improvements",
      "Google Business Profile optimisation",
    ],
    process: [
      "Audit your website, rankings and Google profile",
      "Research the searches your customers actually make",
      "Fix speed, structure and technical issues",
      "Improve page titles, content and internal links",
      "Strengthen your Google Business Profile and reviews",
      "Track rankings and enquiries, then report monthly",
    ],
    benefits: [
      "Appear when local customers search for your service",
      "Steady enquiries that do not depend on ad spend",
      "Better placement in Google Maps and 'near me' results",
      "A faster website that keeps visitors from leaving",
      "Clear monthly reports on rankings, traffic and enquiries",
      "Long-term results that keep building over time",
    ],
  },
  {
    slug: "website-development",
    title: "Website Development",
    icon: "code",
    description:
      "Fast, mobile-friendly websites that explain your business clearly and turn visitors into calls, WhatsApp chats and enquiries.",
    fullDescription:
      "Your website is often the first place a customer checks before calling you, so it has to load fast, work well on a phone and make the next step obvious. We build business websites, landing pages and online stores, designed around your customers rather than a generic template. Every site we deliver is mobile-first, quick to load on 4G, set up for search engines, and connected to the tools you already use: click-to-call, WhatsApp chat, enquiry forms, Google Maps and UPI or card payments for online stores. We help you write clear content, handle the domain, hosting and SSL setup, and show you how to update text and photos yourself. After launch, we stay available for updates, backups and support.",
    features: [
      "Mobile-first responsive design",
      "Fast loading and SEO-ready",
      "WhatsApp and enquiry forms",
      "Domain, hosting and SSL setup",
    ],
    process: [
      "Discovery call to understand your goals and customers",
      "Plan the pages, content and site structure",
      "Design the look and share it for approval",
      "Build, connect forms and test on real phones",
      "Launch with domain, hosting, SSL and analytics",
      "Train your team and provide ongoing support",
    ],
    benefits: [
      "A professional first impression that builds customer trust",
      "Fast pages that work smoothly on any phone",
      "Easy ways for visitors to call, chat or enquire",
      "A strong foundation for SEO and online ads",
      "A site you can update without technical help",
      "Support after launch whenever you need changes",
    ],
  },
  {
    slug: "app-development",
    title: "App Development",
    icon: "smartphone",
    description:
      "Android and iOS apps for bookings, orders, loyalty and daily operations, built to be simple for your customers and your team.",
    fullDescription:
      "A mobile app makes sense when your customers come back often or your team needs a better way to work: taking orders, booking appointments, running a loyalty programme or tracking deliveries and field staff. We start by confirming that an app is the right investment, and sometimes a well-built website does the job for less. When it is, we design a simple, clear app and build it for Android and iOS from one codebase, with features such as login by phone OTP, UPI payments, push notifications and an admin panel for your staff. We test on the affordable Android phones most of your customers use, handle the Play Store and App Store submission, and support you with updates after launch.",
    features: [
      "Android and iOS apps",
      "UPI payments and OTP login",
      "Push notifications",
      "Admin panel for your team",
    ],
    process: [
      "Discuss your idea and confirm an app fits",
      "Define the features and plan the first version",
      "Design screens and a clickable prototype for review",
      "Build the app in stages with regular demos",
      "Test on real devices and fix issues",
      "Publish to the stores and support after launch",
    ],
    benefits: [
      "A direct channel to customers who order or book often",
      "Smooth payments through UPI, cards and wallets",
      "Push notifications that bring customers back",
      "Less manual work for your staff each day",
      "Works well on budget Android phones and iPhones",
      "A first version that can grow with your business",
    ],
  },
]);

/**
 * The contact form and the structured data read the zod-free list in service-names.ts (and
 * the Tamil form app/shared/service-names-ta.ts): it must name the same services, in the same order,
 * as the content.
 */
export function assertServiceNamesMatch(
  list: readonly Service[],
  names: ReadonlyArray<{ slug: string; title: string }>,
  file: string,
): void {
  list.forEach((service, i) => {
    const name = names[i];
    if (name?.slug !== service.slug || name.title !== service.title) {
      throw new Error(
        `${file}[${i}] is ${JSON.stringify(name)}, expected { slug: "${service.slug}", title: "${service.title}" }`,
      );
    }
  });
}

assertServiceNamesMatch(services, SERVICE_NAMES, "service-names.ts");

export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
