import { describe, expect, it } from "vitest";
import { about, hero, journey, stats, values, whyChoose } from "./en/about";
import { privacyPolicy, terms } from "./en/legal";
import { privacyPolicyTa } from "./ta/legal";
import { DEFAULT_ANALYTICS_RETENTION_DAYS } from "../shared/analytics";
import { SERVICE_SLUGS, servicesSchema } from "./schema";
import { SERVICE_NAME_OPTIONS } from "../shared/services";
import { getService, services } from "./en/services";
import { site } from "./en/site";

describe("services", () => {
  it("lists the 7 services in the spec's order with the exact titles", () => {
    expect(services.map((s) => s.slug)).toEqual([...SERVICE_SLUGS]);
    expect(services.map((s) => s.title)).toEqual([
      "Digital Marketing",
      "Meta Ads",
      "Video Editing",
      "Poster Designs",
      "SEO Optimization",
      "Website Development",
      "App Development",
    ]);
    expect(services.map((s) => s.title)).toEqual([...SERVICE_NAME_OPTIONS]);
  });

  it("gives every service 4 features, 6 process steps and 6 benefits", () => {
    for (const service of services) {
      expect(service.features, service.slug).toHaveLength(4);
      expect(service.process, service.slug).toHaveLength(6);
      expect(service.benefits, service.slug).toHaveLength(6);
    }
  });

  it("rejects a service list where one service has 5 benefits", () => {
    const broken = structuredClone(services);
    broken[0]!.benefits.pop();
    expect(() => servicesSchema.parse(broken)).toThrow();
    expect(() => servicesSchema.parse(structuredClone(services))).not.toThrow();
  });

  it("finds a service by slug and returns undefined for an unknown slug", () => {
    expect(getService("meta-ads")?.title).toBe("Meta Ads");
    expect(getService("app-development")?.icon).toBe("smartphone");
    expect(getService("not-a-service")).toBeUndefined();
    expect(getService("")).toBeUndefined();
  });
});

describe("about", () => {
  it("shows the three stats from the spec", () => {
    expect(stats).toEqual([
      { number: "1+", label: "Years of Experience" },
      { number: "10+", label: "Happy Clients" },
      { number: "50+", label: "Projects Completed" },
    ]);
  });

  it("has the four value cards in order", () => {
    expect(values.map((v) => v.title)).toEqual([
      "Quality First",
      "Personal Touch",
      "Proven Results",
      "Fast Growing",
    ]);
  });

  it("has the three journey entries from the spec", () => {
    expect(journey).toHaveLength(3);
    expect(journey.map((j) => [j.when, j.title])).toEqual([
      ["September 2024", "Company Founded"],
      ["First Quarter", "First 5 Clients"],
      ["Present Day", "50+ Projects Delivered"],
    ]);
  });

  it("states the mission, vision, tagline and headings from the spec", () => {
    expect(about.mission).toBe("Help businesses grow online through innovative digital solutions.");
    expect(about.vision).toBe("Become the leading digital transformation partner.");
    expect(hero.tagline).toBe("Transforming Ideas into Digital Success");
    expect(whyChoose.heading).toBe(`Why Choose ${site.name}?`);
  });
});

describe("legal", () => {
  it("has the privacy policy sections from the spec", () => {
    expect(privacyPolicy.sections.map((s) => s.heading).slice(0, 3)).toEqual([
      "Information We Collect",
      "How We Use Your Data",
      "Your Rights",
    ]);
  });

  it("has the terms sections from the spec", () => {
    expect(terms.sections.map((s) => s.heading)).toEqual([
      "Service Usage",
      "Payments & Deliverables",
      "Limitation of Liability",
    ]);
  });

  it("says, in English and Tamil, what visit counting counts, what it does not keep, and for how long (issue 29)", () => {
    const counting = (document: typeof privacyPolicy) => {
      const [collected] = document.sections;
      return (collected!.subsections ?? []).flatMap((part) => [part.heading, ...part.paragraphs, ...(part.bullets ?? [])]).join("\n");
    };
    const en = counting(privacyPolicy);
    expect(privacyPolicy.sections[0]!.subsections!.map((part) => part.heading)).toEqual(["Visit counting", "What visit counting does not keep, and for how long"]);
    // What is counted: pages and their source, campaigns, taps, language, outbound links, enquiries, device class.
    for (const counted of ["pages you view", "search engine", "social network", "campaign name", "WhatsApp, call and email", "switches of language", "other websites", "Enquiries sent", "mobile or a desktop"]) {
      expect(en).toContain(counted);
    }
    // What is not kept, the daily hash, the retention, and why there is no cookie banner.
    for (const promise of ["no cookie", "no identifier in your browser's storage", "IP address", "one-way hash", "changes every day", "deleted", "cannot be linked", `${DEFAULT_ANALYTICS_RETENTION_DAYS} days`, "daily totals", "no cookie banner"]) {
      expect(en).toContain(promise);
    }
    const ta = counting(privacyPolicyTa);
    for (const promise of ["குக்கீ", "IP முகவரி", "ஹாஷாக", "தினமும் மாறும்", "நீக்கப்படும்", `${DEFAULT_ANALYTICS_RETENTION_DAYS} நாட்கள்`, "தினசரி மொத்த", "குக்கீ பேனரும் காட்டுவதில்லை", "மொபைலா, டெஸ்க்டாப்பா", "WhatsApp, போன், மின்னஞ்சல்"]) {
      expect(ta).toContain(promise);
    }
    expect(privacyPolicyTa.updated).toBe(privacyPolicy.updated);
  });

  it("states the purpose, the retention the server applies by default, erasure, whom to ask and the 30 days (DPDP Act 2023)", () => {
    const retention = privacyPolicy.sections[2]!.subsections![0]!.paragraphs.join(" ");
    expect(retention).toContain("2 years (730 days)");
    expect(retention).toContain("spam after 30 days");
    expect(retention).toContain("to reply to your enquiry");
    expect(retention).toContain(`grievance contact at ${site.email}`);
    expect(retention).toContain("within 30 days");
  });

  it("points deletion requests to the site's email", () => {
    const rights = privacyPolicy.sections[2]!.paragraphs.join(" ");
    expect(rights).toContain(site.email);
  });
});
