/** The notification mail of an enquiry, as the agency gets it. */
import { describe, expect, it } from "vitest";
import { ENQUIRY_WITH_MARKUP } from "../../tests/support/stores";
import { composeNotification, notificationMessageId } from "./notification-mail";
import type { Enquiry } from "./store";

const enquiry: Enquiry = { ...ENQUIRY_WITH_MARKUP, id: 42, createdAt: "2025-08-24T04:30:00.000Z", language: "en", attribution: null };
const SITE = "https://www.vaigaidigital.in";
const compose = (overrides: Partial<Enquiry> = {}) => composeNotification({ ...enquiry, ...overrides }, SITE);

describe("composeNotification", () => {
  it("says which language's page the visitor wrote from", () => {
    expect(compose().text).toMatch(/^New enquiry from the website contact form\.\nSent from the English page\.\n/);
    expect(compose().text).toContain("Language: English\n");
    const tamil = compose({ language: "ta" });
    expect(tamil.text).toMatch(/^New enquiry from the website contact form\.\nSent from the Tamil page\.\n/);
    expect(tamil.text).toContain("Language: Tamil\n");
    expect(tamil.html).toContain("<p>New enquiry from the website contact form.<br>Sent from the Tamil page.</p>");
  });

  it("marks a message sent from the Tamil page as Tamil inside the English mail", () => {
    const message = "வணக்கம், எங்கள் கடைக்கு ஒரு வெப்சைட் வேண்டும்.";
    const tamil = compose({ language: "ta", message });
    expect(tamil.html).toContain('<html lang="en">');
    expect(tamil.html).toContain(`<p lang="ta" style="white-space:pre-wrap;margin:0">${message}</p>`);
    expect(compose({ message }).html).toContain(`<p style="white-space:pre-wrap;margin:0">${message}</p>`);
  });

  it("links to the enquiry in the inbox, on the site's address", () => {
    expect(compose().text).toContain("\nOpen it in the inbox: https://www.vaigaidigital.in/admin/enquiries/42\n");
    expect(compose().html).toContain('<a href="https://www.vaigaidigital.in/admin/enquiries/42" style="font-weight:bold">Open it in the inbox</a>');
    expect(composeNotification({ ...enquiry, id: 7 }, "http://localhost:3000").text).toContain("Open it in the inbox: http://localhost:3000/admin/enquiries/7\n");
  });

  it("names the service and the visitor in the subject and replies to the visitor", () => {
    const mail = compose();
    expect(mail.subject).toBe("New enquiry: SEO Optimization from Priya <script>alert(1)</script>");
    expect(mail.replyTo).toEqual({ name: enquiry.name, address: "priya@example.in" });
  });

  it("has every field in the text body, with Madurai time", () => {
    const { text } = compose();
    for (const value of [enquiry.name, enquiry.email, enquiry.phone!, enquiry.businessName!, enquiry.service, enquiry.message, "42"]) {
      expect(text).toContain(value);
    }
    expect(text).toContain("Received: 24 Aug 2025, 10:00 am IST (2025-08-24T04:30:00.000Z)");
  });

  it("escapes every value in the HTML body", () => {
    const { html } = compose();
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Not bold</b>");
    expect(html).toContain("Priya &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Priya &amp; Sons &quot;Textiles&quot;");
    expect(html).toContain("&lt;b&gt;Not bold&lt;/b&gt; &amp; &#39;quoted&#39;");
    expect(compose({ message: `<>&"'` }).html).toContain('<p style="white-space:pre-wrap;margin:0">&lt;&gt;&amp;&quot;&#39;</p>');
  });

  it("lays the text body out as the owner reads it: a line per field, then the message", () => {
    expect(compose({ phone: null }).text).toBe(
      [
        "New enquiry from the website contact form.",
        "Sent from the English page.",
        "",
        "Open it in the inbox: https://www.vaigaidigital.in/admin/enquiries/42",
        "",
        "Name: Priya <script>alert(1)</script>",
        "Email: priya@example.in",
        "Phone: Not given",
        'Business name: Priya & Sons "Textiles"',
        "Service: SEO Optimization",
        "Language: English",
        "Received: 24 Aug 2025, 10:00 am IST (2025-08-24T04:30:00.000Z)",
        "Enquiry number: 42",
        "",
        "Message:",
        "We want to show up on Google Maps.",
        "<b>Not bold</b> & 'quoted'",
        "",
        "Reply to this email to answer the visitor directly.",
      ].join("\n"),
    );
  });

  it("shows bidirectional controls in the name and business name as <U+XXXX> (issue 27: stored before they were refused)", () => {
    const spoofed = { ...enquiry, name: "Meena \u202Eahsiv", businessName: "\u2066Silks\u2069 \u202Dshop\u202C" };
    const mail = composeNotification(spoofed, SITE);
    for (const part of [mail.subject, mail.text, mail.html, mail.replyTo.name]) expect(part).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(mail.subject).toBe("New enquiry: SEO Optimization from Meena <U+202E>ahsiv");
    expect(mail.replyTo.name).toBe("Meena <U+202E>ahsiv");
    expect(mail.text).toContain("Name: Meena <U+202E>ahsiv\n");
    expect(mail.text).toContain("Business name: <U+2066>Silks<U+2069> <U+202D>shop<U+202C>\n");
    expect(mail.html).toContain("Meena &lt;U+202E&gt;ahsiv");
  });

  it("is written in a Tamil owner's language: the words, the service as the Tamil site names it, the time as the inbox writes it", () => {
    const mail = composeNotification({ ...enquiry, phone: null, language: "ta", message: "வணக்கம்." }, SITE, "ta");
    expect(mail.subject).toBe("புதிய விசாரணை: SEO ஆப்டிமைசேஷன், Priya <script>alert(1)</script> அனுப்பியது");
    expect(mail.text).toBe(
      [
        "வெப்சைட்டின் தொடர்புப் படிவத்திலிருந்து புதிய விசாரணை.",
        "தமிழ்ப் பக்கத்திலிருந்து அனுப்பப்பட்டது.",
        "",
        "இன்பாக்ஸில் திறங்கள்: https://www.vaigaidigital.in/admin/enquiries/42",
        "",
        "பெயர்: Priya <script>alert(1)</script>",
        "மின்னஞ்சல்: priya@example.in",
        "போன்: கொடுக்கவில்லை",
        'வணிகம்: Priya & Sons "Textiles"',
        "சேவை: SEO ஆப்டிமைசேஷன்",
        "மொழி: தமிழ்",
        "வந்தது: 24 ஆகஸ்ட் 2025, காலை 10:00 (இந்திய நேரம்)",
        "விசாரணை எண்: 42",
        "",
        "செய்தி:",
        "வணக்கம்.",
        "",
        "இந்த மின்னஞ்சலுக்குப் பதில் அனுப்பினால், அது நேரடியாக விசாரித்தவருக்குப் போகும்.",
      ].join("\n"),
    );
    expect(mail.html).toContain('<html lang="ta">');
    expect(mail.html).toContain('<p style="white-space:pre-wrap;margin:0">வணக்கம்.</p>');
    expect(mail.contentLanguage).toBe("ta-IN");
    // An English message in a Tamil mail is marked as English.
    expect(composeNotification(enquiry, SITE, "ta").html).toContain('<p lang="en" style=');
    expect(compose().contentLanguage).toBe("en-IN");
  });

  it("says when optional fields were left empty", () => {
    const { text } = compose({ phone: null, businessName: null });
    expect(text).toContain("Phone: Not given");
    expect(text).toContain("Business name: Not given");
  });
});

describe("notificationMessageId", () => {
  const stamp = Date.parse("2025-08-24T04:30:00.000Z").toString(36);

  it("is the enquiry's number and time at MAIL_FROM's domain, whatever the display name holds", () => {
    expect(notificationMessageId(enquiry, "hello@vaigaidigital.in")).toBe(`<enquiry-42-${stamp}@vaigaidigital.in>`);
    expect(notificationMessageId(enquiry, "Vaigai Digital <hello@vaigaidigital.in>")).toBe(`<enquiry-42-${stamp}@vaigaidigital.in>`);
    expect(notificationMessageId(enquiry, "Vaigai@Madurai <hello@vaigaidigital.in> ")).toBe(`<enquiry-42-${stamp}@vaigaidigital.in>`);
  });

  it("falls back to localhost without a MAIL_FROM domain", () => {
    expect(notificationMessageId(enquiry)).toBe(`<enquiry-42-${stamp}@localhost>`);
    expect(notificationMessageId(enquiry, "Vaigai Digital")).toBe(`<enquiry-42-${stamp}@localhost>`);
  });
});
