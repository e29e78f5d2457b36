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
