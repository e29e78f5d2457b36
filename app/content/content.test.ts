import { describe, expect, it } from "vitest";
import { about, hero, journey, stats, values, whyChoose } from "./en/about";
import { privacyPolicy, terms } from "./en/legal";
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

  it("states the purpose, the retention the server applies by default, erasure, whom to ask and the 30 days (DPDP Act 2023)", () => {
    const retention = privacyPolicy.sections[3]!.paragraphs.join(" ");
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
