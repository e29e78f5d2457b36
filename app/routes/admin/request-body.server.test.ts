import { describe, expect, it } from "vitest";
import { readForm, readJson } from "./request-body.server";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("http://localhost/admin/sign-in", { method: "POST", body, headers: contentType ? { "Content-Type": contentType } : {} });

/** What a reader threw: the 400 Response, with its JSON. */
async function refusal(read: Promise<unknown>): Promise<{ status: number; body: unknown; cacheControl: string | null }> {
  const thrown = await read.then(
    () => {
      throw new Error("read, not refused");
    },
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw thrown;
  return { status: thrown.status, body: await thrown.json(), cacheControl: thrown.headers.get("Cache-Control") };
}

const REFUSED = { status: 400, body: { message: "That request could not be read. Please go back and try again.", lang: "en" }, cacheControl: "no-store" };
const REFUSED_TA = { ...REFUSED, body: { message: "அந்தக் கோரிக்கையைப் படிக்க முடியவில்லை. முந்தைய பக்கத்துக்குச் சென்று மீண்டும் முயலுங்கள்.", lang: "ta" } };

describe("the refusal's language", () => {
  it("is the owner's inbox language the action gives, else the browser's", async () => {
    expect(await refusal(readJson(post("{", "application/json"), "ta"))).toEqual(REFUSED_TA);
    const tamilBrowser = new Request("http://localhost/admin/sign-in/passkey", { method: "POST", body: "{", headers: { "Accept-Language": "ta-IN,ta;q=0.9" } });
    expect(await refusal(readJson(tamilBrowser))).toEqual(REFUSED_TA);
    expect(await refusal(readForm(post("x", "text/plain"), "en"))).toEqual(REFUSED);
  });
});

describe("readForm", () => {
  it("reads a urlencoded or multipart form", async () => {
    expect((await readForm(post(new URLSearchParams({ email: "a@b.in" })))).get("email")).toBe("a@b.in");
    const form = new FormData();
    form.set("token", "abc");
    expect((await readForm(post(form))).get("token")).toBe("abc");
  });

  it("answers 400 to a body that is not a form", async () => {
    expect(await refusal(readForm(post('{"email":"a@b.in"}', "application/json")))).toEqual(REFUSED);
    expect(await refusal(readForm(post("email=a@b.in", "text/plain")))).toEqual(REFUSED);
    expect(await refusal(readForm(post(new TextEncoder().encode("email=a@b.in"))))).toEqual(REFUSED);
  });

  it("answers 400 to a broken multipart body", async () => {
    const part = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.in';
    expect(await refusal(readForm(post(part, "multipart/form-data; boundary=x")))).toEqual(REFUSED);
    expect(await refusal(readForm(post(`${part}\r\n--x--\r\n`, "multipart/form-data")))).toEqual(REFUSED);
  });

  it("answers 400 when the body fails while it is read (the server's size limit cuts it off)", async () => {
    const body = new ReadableStream({ pull: (controller) => controller.error(new Error("Request body larger than 65536 bytes")) });
    const cut = new Request("http://localhost/admin/sign-in", { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" }, duplex: "half" } as RequestInit);
    expect(await refusal(readForm(cut))).toEqual(REFUSED);
  });
});

describe("readJson", () => {
  it("reads JSON, whatever its shape", async () => {
    expect(await readJson(post('{"step":"options"}', "application/json"))).toEqual({ step: "options" });
    expect(await readJson(post("[1]"))).toEqual([1]);
  });

  it("answers 400 to a body that is not JSON", async () => {
    expect(await refusal(readJson(post("step=options", "application/x-www-form-urlencoded")))).toEqual(REFUSED);
    expect(await refusal(readJson(post(null)))).toEqual(REFUSED);
  });
});
