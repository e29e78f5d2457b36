import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTROL_PAGE } from "./lighthouse-summary";
import { LATE_STYLESHEET_PAGE, STYLESHEET_DELAY_MS, paintDelayServer } from "./headless-paint-delay";

const server = paintDelayServer();
let origin = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe("the pages that show headless Chromium's paint delay", () => {
  it("serves the control page unchanged at /", async () => {
    const response = await fetch(`${origin}/`);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(CONTROL_PAGE);
  });

  it("serves the control page with one render-blocking stylesheet in its head", async () => {
    const html = await (await fetch(`${origin}/late-stylesheet`)).text();
    expect(html).toBe(LATE_STYLESHEET_PAGE);
    expect(html).toMatch(/<link rel="stylesheet" href="\/late.css"><\/head>/);
    expect(html.replace('<link rel="stylesheet" href="/late.css">', "")).toBe(CONTROL_PAGE);
  });

  it("answers the stylesheet only after the delay", async () => {
    const started = performance.now();
    const response = await fetch(`${origin}/late.css`);
    await response.text();
    expect(response.headers.get("content-type")).toBe("text/css");
    // Timers may fire a millisecond early by performance.now()'s clock.
    expect(performance.now() - started).toBeGreaterThanOrEqual(STYLESHEET_DELAY_MS - 5);
  });

  it("answers anything else with 404", async () => {
    expect((await fetch(`${origin}/late.css/..%2F`)).status).toBe(404);
    expect((await fetch(`${origin}/other`)).status).toBe(404);
  });
});
