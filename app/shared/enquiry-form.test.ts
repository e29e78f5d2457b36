import { describe, expect, it } from "vitest";
import {
  EMPTY_ENQUIRY_FORM,
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  HONEYPOT_FIELD,
  readEnquiryForm,
  readSubmissionId,
  SUBMISSION_ID_FIELD,
} from "./enquiry-form";

function formOf(entries: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}

describe("the enquiry form's definition", () => {
  it("has the six visible fields in form order", () => {
    expect(ENQUIRY_FIELDS).toEqual(["name", "email", "phone", "businessName", "service", "message"]);
  });

  it("limits the fields as docs/decisions/0002-enquiry-limits.md explains", () => {
    expect(ENQUIRY_LIMITS).toStrictEqual({ name: 100, email: 254, phone: 20, businessName: 120, message: 5000 });
  });

  it("names its honeypot and its hidden submission id", () => {
    expect(HONEYPOT_FIELD).toBe("website");
    expect(SUBMISSION_ID_FIELD).toBe("submissionId");
  });

  it("starts empty", () => {
    expect(EMPTY_ENQUIRY_FORM).toStrictEqual({ name: "", email: "", phone: "", businessName: "", service: "", message: "" });
  });
});

describe("readEnquiryForm", () => {
  it("reads every visible field's text", () => {
    const typed = {
      name: "Meena",
      email: "meena@example.in",
      phone: "+91 98765 43210",
      businessName: "Meena Silks",
      service: "SEO Optimization",
      message: "Hello",
    };
    expect(readEnquiryForm(formOf(typed))).toStrictEqual(typed);
  });

  it("leaves missing fields and anything that is not text (a file) empty, and ignores other fields", () => {
    const form = formOf({ name: "Ravi", message: new File(["x"], "x.txt"), website: "spam.example", submissionId: "id-1" });
    expect(readEnquiryForm(form)).toStrictEqual({ name: "Ravi", email: "", phone: "", businessName: "", service: "", message: "" });
  });

  it("keeps text as typed (no trimming) and does not change the empty form it starts from", () => {
    expect(readEnquiryForm(formOf({ email: "  a@b.in " })).email).toBe("  a@b.in ");
    expect(EMPTY_ENQUIRY_FORM).toStrictEqual({ name: "", email: "", phone: "", businessName: "", service: "", message: "" });
  });
});

describe("readSubmissionId", () => {
  it("is the submission id the form carries", () => {
    expect(readSubmissionId(formOf({ submissionId: "6f1c2d3e-0000-4000-8000-000000000001" }))).toBe("6f1c2d3e-0000-4000-8000-000000000001");
  });

  it("is undefined without one, with an empty one, or with a file in its place", () => {
    expect(readSubmissionId(formOf({ name: "Meena" }))).toBeUndefined();
    expect(readSubmissionId(formOf({ submissionId: "" }))).toBeUndefined();
    expect(readSubmissionId(formOf({ submissionId: new File(["id"], "id.txt") }))).toBeUndefined();
  });
});
