/** The mail that carries an owner's sign-in link. */
import { describe, expect, it } from "vitest";
import { signInMail } from "./sign-in-mail";

describe("signInMail", () => {
  it("names the site, carries the link on a line of its own and says how long it works", () => {
    expect(signInMail("Vaigai Digital", "https://x.in/admin/sign-in/verify?token=t")).toEqual({
      subject: "Sign in to the Vaigai Digital inbox",
      text: [
        "Tap this link to sign in to the Vaigai Digital inbox:",
        "",
        "https://x.in/admin/sign-in/verify?token=t",
        "",
        "It works once, for 15 minutes.",
        "If you did not ask to sign in, ignore this mail: nobody can sign in without the link.",
      ].join("\n"),
    });
  });
});

describe("signInMail in Tamil", () => {
  it("says the same in the Tamil inbox's words: லாகின், லிங்க், the link on its own line", () => {
    expect(signInMail("Vaigai Digital", "https://x.in/admin/sign-in/verify?token=t", "ta")).toEqual({
      subject: "Vaigai Digital இன்பாக்ஸுக்கான லாகின் லிங்க்",
      text: [
        "Vaigai Digital இன்பாக்ஸில் லாகின் செய்ய இந்த லிங்கைத் தட்டுங்கள்:",
        "",
        "https://x.in/admin/sign-in/verify?token=t",
        "",
        "இது ஒருமுறை மட்டும், 15 நிமிடங்களுக்கு வேலை செய்யும்.",
        "லாகின் லிங்கை நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலை விட்டுவிடுங்கள்: லிங்க் இல்லாமல் யாரும் லாகின் செய்ய முடியாது.",
      ].join("\n"),
    });
  });
});
