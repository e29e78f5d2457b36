import { afterEach, describe, expect, it, vi } from "vitest";
import { postJson, RequestRefused } from "./post-json";

type Call = { url: string; init: RequestInit };

/** Replaces fetch with one that records the call and answers with `response`. */
function answer(response: Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response;
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("postJson", () => {
  it("POSTs no body, and says no type, when there is none to send", async () => {
    const calls = answer(Response.json({ ok: true, devices: 2 }, { status: 202 }));
    expect(await postJson("/admin/push/test", undefined)).toEqual({ ok: true, devices: 2 });
    const [{ init }] = calls as [Call];
    expect(init.method).toBe("POST");
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has("Content-Type")).toBe(false);
  });

  it("POSTs the body as JSON to the URL", async () => {
    const calls = answer(Response.json({ ok: true }));
    await postJson("/admin/passkeys/options", { email: "owner@shop.in", n: 1 });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [Call];
    expect(url).toBe("/admin/passkeys/options");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("Content-Type")).toBe("application/json");
    expect(init.body).toBe('{"email":"owner@shop.in","n":1}');
  });

  it("returns the parsed answer of a successful request", async () => {
    answer(Response.json({ challenge: "abc", user: { id: 7 } }));
    await expect(postJson("/x", {})).resolves.toEqual({ challenge: "abc", user: { id: 7 } });
  });

  it("returns an empty object when a successful answer is not JSON", async () => {
    answer(new Response("", { status: 200 }));
    await expect(postJson("/x", {})).resolves.toEqual({});
  });

  it("throws RequestRefused with the server's message on a refusal", async () => {
    answer(Response.json({ message: "That passkey is not registered." }, { status: 400 }));
    const error = await postJson("/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestRefused);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("That passkey is not registered.");
  });

  it("falls back to the layout's message for the status when the refusal has no text message", async () => {
    answer(Response.json({ message: 42 }, { status: 401 }));
    await expect(postJson("/x", {})).rejects.toThrow(new RequestRefused("Please sign in again. Your session has ended on this device."));
    answer(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await postJson("/x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestRefused);
    expect((error as Error).message).toBe("Something went wrong. Please try again in a moment.");
  });

  it("says it in the page's language (the inbox's <html lang>)", async () => {
    vi.stubGlobal("document", { documentElement: { lang: "ta" } });
    answer(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(postJson("/x", {})).rejects.toThrow(new RequestRefused("ஏதோ தவறு நடந்துவிட்டது. சிறிது நேரம் கழித்து மீண்டும் முயலுங்கள்."));
  });
});
