/** The history's words: the server's English record, read back and named in the owner's language. */
import { describe, expect, it } from "vitest";
import { historyText } from "./enquiry-history";

describe("historyText", () => {
  it("names a status change's statuses in the owner's language", () => {
    expect(historyText({ action: "status", detail: "New → Read" }, "en")).toBe("New → Read");
    expect(historyText({ action: "status", detail: "Read → Replied" }, "ta")).toBe("படித்தது → பதில் அனுப்பப்பட்டது");
    expect(historyText({ action: "status", detail: "Archived → New" }, "ta")).toBe("ஆர்கைவ் → புதியது");
  });

  it("names a note's change in the owner's language", () => {
    expect(historyText({ action: "note", detail: "Note saved" }, "ta")).toBe("குறிப்பு சேமிக்கப்பட்டது");
    expect(historyText({ action: "note", detail: "Note cleared" }, "ta")).toBe("குறிப்பு நீக்கப்பட்டது");
    expect(historyText({ action: "note", detail: "Note cleared" }, "en")).toBe("Note cleared");
  });

  it("shows a record it cannot read as it was stored, rather than guessing", () => {
    expect(historyText({ action: "status", detail: "New → Deleted" }, "ta")).toBe("New → Deleted");
    expect(historyText({ action: "status", detail: "Read" }, "ta")).toBe("Read");
  });
});
