import { describe, expect, it } from "vitest";
import { SERVICE_NAMES } from "../../shared/services";
import { services } from "../en/services";
import { SERVICE_NAMES_TA } from "~/shared/service-names-ta";
import { getServiceTa, servicesTa } from "./services";

describe("the Tamil services", () => {
  it("are the English services, same slugs, icons and order, in Tamil", () => {
    expect(servicesTa.map(({ slug, icon }) => ({ slug, icon }))).toEqual(services.map(({ slug, icon }) => ({ slug, icon })));
    for (const service of servicesTa) {
      for (const text of [service.description, service.fullDescription, ...service.features, ...service.process, ...service.benefits]) {
        expect(text, service.slug).toMatch(/[\u0B80-\u0BFF]/);
      }
    }
    expect(SERVICE_NAMES_TA.map((name) => name.slug)).toEqual(SERVICE_NAMES.map((name) => name.slug));
    expect(SERVICE_NAMES_TA.map((name) => name.title)).toEqual(servicesTa.map((service) => service.title));
    expect(getServiceTa("meta-ads")?.title).toBe("Meta Ads");
    expect(getServiceTa("nope")).toBeUndefined();
  });

  it("keep the English service when a Tamil title strays from the dropdown's", async () => {
    const { assertServiceNamesMatch } = await import("../en/services");
    const renamed = servicesTa.map((service, i) => (i === 2 ? { ...service, title: "வீடியோ" } : service));
    expect(() => assertServiceNamesMatch(renamed, SERVICE_NAMES_TA, "shared/service-names-ta.ts")).toThrow(
      'shared/service-names-ta.ts[2] is {"slug":"video-editing","title":"வீடியோ எடிட்டிங்"}',
    );
  });
});
