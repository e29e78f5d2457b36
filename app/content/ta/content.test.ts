import { describe, expect, it } from "vitest";
import { about, blogsIntro, contactIntro, cta, hero, journey, servicesIntro, stats, values, whyChoose } from "../en/about";
import { privacyPolicy, terms } from "../en/legal";
import { staticPages } from "../en/pages";
import { legalNav, mainNav, site } from "../en/site";
import { statFigure } from "../schema";
import { textLeaves } from "../text-leaves";
import {
  aboutTa,
  blogsIntroTa,
  contactIntroTa,
  ctaTa,
  heroTa,
  journeyTa,
  servicesIntroTa,
  statsTa,
  valuesTa,
  whyChooseTa,
} from "./about";
import { privacyPolicyTa, termsTa } from "./legal";
import { staticPagesTa } from "./pages";
import { agencyEn } from "../en/agency";
import { agencyTa } from "./agency";
import { legalNavTa, mainNavTa, siteTa, siteTextTa } from "./site";
import { enquiryFormEn } from "../en/contact";
import { enquiryFormTa } from "./contact";

/** Leaves that are the same in every language: numbers, paths, icons, dates, directives. */
const FIXED = new Set(["number", "icon", "to", "robots", "updated"]);
const TAMIL = /[\u0B80-\u0BFF]/;

/** The English and the Tamil have the same keys and array lengths; fixed leaves are equal; the rest is Tamil (a function's words for a number too). */
function expectTwin(en: unknown, ta: unknown) {
  const enLeaves = textLeaves(en);
  const taLeaves = textLeaves(ta);
  expect(taLeaves.map(([key]) => key)).toEqual(enLeaves.map(([key]) => key));
  enLeaves.forEach(([key, value], i) => {
    const taValue = taLeaves[i]![1];
    if (FIXED.has(key.split(".").pop()!)) expect(taValue, key).toBe(value);
    else if (typeof value === "function") expect((taValue as (n: number) => string)(7), key).toMatch(TAMIL);
    else expect(taValue, key).toMatch(TAMIL);
  });
}

describe("the Tamil page copy", () => {
  it("mirrors the home and About copy", () => {
    expectTwin(
      { stats, about, journey, values, whyChoose, hero, servicesIntro, blogsIntro, contactIntro, cta },
      {
        stats: statsTa,
        about: aboutTa,
        journey: journeyTa,
        values: valuesTa,
        whyChoose: whyChooseTa,
        hero: heroTa,
        servicesIntro: servicesIntroTa,
        blogsIntro: blogsIntroTa,
        contactIntro: contactIntroTa,
        cta: ctaTa,
      },
    );
  });

  it("says the stats' figures and the founding month where the prose repeats them, in both languages", () => {
    for (const [languageStats, languageJourney, languageValues, agency] of [
      [stats, journey, values, agencyEn],
      [statsTa, journeyTa, valuesTa, agencyTa],
    ] as const) {
      const [, clients, projects] = languageStats;
      expect(languageJourney[0]!.when).toBe(agency.founded.display);
      expect(languageJourney[2]!.title).toContain(projects.number);
      expect(languageJourney[2]!.text).toContain(statFigure(projects));
      expect(languageJourney[2]!.text).toContain(statFigure(clients));
      expect(languageValues[2]!.text).toContain(`${clients.number} `);
      expect(languageValues[2]!.text).toContain(`${projects.number} `);
    }
    expect(agencyTa.founded.display).toBe("செப்டம்பர் 2024");
    expect(aboutTa.story[0]).toContain("செப்டம்பர் 2024-இல் மதுரையில்");
    expect(staticPagesTa["/about"].description).toContain("செப்டம்பர் 2024-இல்");
    expect(staticPages["/about"].description).toContain("Founded in September 2024");
  });

  it("mirrors the contact form's words for a dropped connection and the kept draft", () => {
    expectTwin(enquiryFormEn, enquiryFormTa);
  });

  it("mirrors both legal documents section by section, with the same revision date", () => {
    expectTwin({ privacyPolicy, terms }, { privacyPolicy: privacyPolicyTa, terms: termsTa });
  });

  it("titles and describes every fixed page, with the same robots directives", () => {
    expectTwin(staticPages, staticPagesTa);
  });

  it("labels the same navigation paths and keeps the agency's contacts", () => {
    expectTwin({ mainNav, legalNav }, { mainNav: mainNavTa, legalNav: legalNavTa });
    expectTwin(
      { tagline: site.tagline, whatsappMessage: site.whatsappMessage },
      siteTextTa,
    );
    expectTwin(agencyEn, agencyTa);
    expect({ ...siteTa, ...site }).toEqual(site);
    expect(agencyTa.address.display).toBe("கோரிப்பாளையம், மதுரை, தமிழ்நாடு 625002");
    expect(siteTa.phone).toEqual(site.phone);
  });
});
