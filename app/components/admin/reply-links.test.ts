import { describe, expect, it } from "vitest";
import { serviceName } from "~/shared/service-name";
import { countLetters } from "~/shared/letters";
import { BUILT_IN_TEMPLATES, replyLinks, type Enquirer } from "./reply-links";

const enquiry: Enquirer = { name: "Selvi Ganesan", email: "selvi+shop@example.in", phone: "98430 12345", service: "Meta Ads", businessName: null, language: "en" };
const tamil: Enquirer = { ...enquiry, name: "செல்வி கணேசன்", service: "Website Development", language: "ta" };

function text(href: string, param: string): string {
  return new URL(href).searchParams.get(param)!;
}

describe("one-tap replies", () => {
  it("WhatsApp and SMS greet the visitor by first name and name the service, in English", () => {
    const links = replyLinks(enquiry);
    expect(links.whatsapp!.startsWith("https://wa.me/919843012345?text=")).toBe(true);
    expect(text(links.whatsapp!, "text")).toBe("Hello Selvi, this is Vaigai Digital. Thank you for your enquiry about Meta Ads.");
    expect(links.sms!.startsWith("sms:+919843012345?body=")).toBe(true);
    expect(decodeURIComponent(links.sms!.split("?body=")[1]!)).toBe("Hello Selvi, this is Vaigai Digital. Thank you for your enquiry about Meta Ads.");
    expect(text(replyLinks({ ...enquiry, name: "  Selvi Ganesan" }).whatsapp!, "text")).toMatch(/^Hello Selvi, /);
  });

  it("name the business when one was given, and read naturally without", () => {
    const links = replyLinks({ ...enquiry, businessName: "Selvi Silks" });
    expect(text(links.whatsapp!, "text")).toBe("Hello Selvi, this is Vaigai Digital. Thank you for your enquiry about Meta Ads. We would be glad to help Selvi Silks grow.");
    expect(text(links.email, "body")).toBe("Hello Selvi,\n\nThank you for your enquiry about Meta Ads. We would be glad to help Selvi Silks grow.\n\n");
  });

  it("name a business only when it reads as a name: no address, email, phone number or sentence (issue 36)", () => {
    const greeting = (businessName: string) => replyLinks({ ...enquiry, businessName }).text.greeting;
    const without = "Hello Selvi, this is Vaigai Digital. Thank you for your enquiry about Meta Ads.";
    const refused = [
      "https://selvi-silks.example",
      "Selvi://Silks",
      "hxxp://evil.example",
      "www.selvisilks.in",
      "WWW.SELVISILKS.IN",
      "Visit www.selvisilks",
      "WWW. Selvi Silks",
      "selvisilks.com",
      "Selvi Silks bit.ly/3xYz",
      "t.me/selvisilks",
      "selvi@example.in",
      "@selvisilks",
      "Selvi Silks 9843012345",
      "Call 98430 12345",
      "Selvi 984-301-2345",
      "+91 (984) 301 2345",
      "Selvi ௯௮௪௩௦ Silks",
      "12345",
      "Selvi Silks and Sarees Emporium of Madura", // 41 letters
      "செல்வி சில்க்ஸ் அண்ட் சாரீஸ் எம்போரியம், மதுரை மெயின் ரோடு கிளை 21", // 41 letters
    ];
    for (const name of refused) {
      expect(greeting(name), name).toBe(without);
      expect(replyLinks({ ...enquiry, businessName: name }).text.body, name).toBe("Hello Selvi,\n\nThank you for your enquiry about Meta Ads.");
    }
    expect(countLetters("Selvi Silks and Sarees Emporium of Madura")).toBe(41);
    expect(countLetters("செல்வி சில்க்ஸ் அண்ட் சாரீஸ் எம்போரியம், மதுரை மெயின் ரோடு கிளை 21")).toBe(41);
    const named = [
      "Selvi Silks",
      "Selvi Silks and Sarees Emporium of Madur", // 40 letters
      "Sri Murugan Stores",
      "R. K. Textiles",
      "7/11 Stores",
      "Studio 360",
      "Shop No. 12, Ravi Stores",
      "Ravi & Sons (Est. 1995)",
      "செல்வி சில்க்ஸ்",
      "ஸ்ரீ முருகன் ஸ்டோர்ஸ், மதுரை",
      "செல்வி சில்க்ஸ் அண்ட் சாரீஸ் எம்போரியம், மதுரை மெயின் ரோடு கிளை 2", // 40 letters, 65 UTF-16 units
    ];
    for (const name of named) expect(greeting(name), name).toBe(`${without} We would be glad to help ${name} grow.`);
  });

  it("a Tamil enquiry gets Tamil text with the service's Tamil name, whatever the owner reads", () => {
    const links = replyLinks({ ...tamil, businessName: "செல்வி சில்க்ஸ்" });
    expect(text(links.whatsapp!, "text")).toBe(
      "வணக்கம் செல்வி, Vaigai Digital-இலிருந்து தொடர்புகொள்கிறோம். வெப்சைட் டெவலப்மென்ட் பற்றிய உங்கள் விசாரணைக்கு நன்றி. செல்வி சில்க்ஸ் வளர உதவ ஆவலாக இருக்கிறோம்.",
    );
    expect(text(links.email, "subject")).toBe("வெப்சைட் டெவலப்மென்ட் பற்றிய உங்கள் விசாரணை – Vaigai Digital");
    expect(text(replyLinks(tamil).email, "body")).toBe("வணக்கம் செல்வி,\n\nவெப்சைட் டெவலப்மென்ட் பற்றிய உங்கள் விசாரணைக்கு நன்றி.\n\n");
  });

  it("greet by the name, never by an initial or a title alone (decision 0083)", () => {
    expect(replyLinks({ ...tamil, name: "க. முருகன்" }).text.greeting).toMatch(/^வணக்கம் முருகன், /);
    expect(replyLinks({ ...enquiry, name: "S.K. Rajan" }).text.greeting).toMatch(/^Hello Rajan, /);
    expect(text(replyLinks({ ...enquiry, name: "Dr. Priya" }).email, "body")).toMatch(/^Hello Dr\. Priya,\n/);
  });

  it("every service has its Tamil name, and one the list does not know stays as stored", () => {
    expect(serviceName("SEO Optimization", "ta")).toBe("SEO ஆப்டிமைசேஷன்");
    expect(serviceName("Poster Designs", "ta")).toBe("போஸ்டர் டிசைன்");
    expect(serviceName("Poster Designs", "en")).toBe("Poster Designs");
    expect(serviceName("Something else", "ta")).toBe("Something else");
  });

  it("uses the owner's own text for the enquiry's language, filled in", () => {
    const templates = {
      ...BUILT_IN_TEMPLATES,
      ta: { greeting: "{name} அவர்களே, {service}[ ({business})] பற்றி பேசலாமா?", subject: "{service} – பதில்", body: "அன்புள்ள {name}," },
    };
    const links = replyLinks(tamil, templates);
    expect(text(links.whatsapp!, "text")).toBe("செல்வி அவர்களே, வெப்சைட் டெவலப்மென்ட் பற்றி பேசலாமா?");
    expect(decodeURIComponent(links.sms!.split("?body=")[1]!)).toBe("செல்வி அவர்களே, வெப்சைட் டெவலப்மென்ட் பற்றி பேசலாமா?");
    expect(text(links.email, "subject")).toBe("வெப்சைட் டெவலப்மென்ட் – பதில்");
    expect(text(links.email, "body")).toBe("அன்புள்ள செல்வி,\n\n");
    // An English enquiry still gets the English text.
    expect(text(replyLinks(enquiry, templates).whatsapp!, "text")).toMatch(/^Hello Selvi, this is Vaigai Digital\./);
  });

  it("the mail names the service in its subject and keeps the address intact", () => {
    const url = new URL(replyLinks(enquiry).email);
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname)).toBe("selvi+shop@example.in");
    expect(url.searchParams.get("subject")).toBe("Your enquiry about Meta Ads – Vaigai Digital");
    expect(url.searchParams.get("body")).toMatch(/^Hello Selvi,\n\nThank you for your enquiry about Meta Ads\./);
  });

  it("an address cannot add mail headers or recipients", () => {
    const href = replyLinks({ ...enquiry, email: "a@b.in?bcc=x@evil.example&subject=hi" }).email;
    expect(href).not.toContain("?bcc");
    expect(new URL(href).searchParams.get("bcc")).toBeNull();
  });

  it("a mobile gets WhatsApp, SMS and a call; a landline only a call; anything else none", () => {
    expect(replyLinks(enquiry)).toMatchObject({ call: "tel:+919843012345" });
    expect(replyLinks({ ...enquiry, phone: "0452 253 0000" })).toMatchObject({ whatsapp: null, sms: null, call: "tel:+914522530000" });
    expect(replyLinks({ ...enquiry, phone: "+91 452 253 0000" })).toMatchObject({ whatsapp: null, sms: null, call: "tel:+914522530000" });
    expect(replyLinks({ ...enquiry, phone: "+44 20 7946 0958" })).toMatchObject({ call: "tel:+442079460958" });
    expect(replyLinks({ ...enquiry, phone: "+44 20 7946 0958" }).whatsapp).toMatch(/^https:\/\/wa\.me\/442079460958\?text=/);
    for (const phone of ["abc", null, "12345"]) expect(replyLinks({ ...enquiry, phone })).toMatchObject({ whatsapp: null, sms: null, call: null });
  });
});
