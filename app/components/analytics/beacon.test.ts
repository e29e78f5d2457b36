// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTRIBUTION_STORAGE_KEY } from "~/shared/analytics";
import { tapOf } from "./beacon";

const OWN = "www.vaigaidigital.in";
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("tapOf: what a tap on a link is", () => {
  it.each([
    ["https://wa.me/919876543210?text=Hi", "", { name: "whatsapp" }],
    ["https://api.whatsapp.com/send?phone=919876543210", "", { name: "whatsapp" }],
    ["https://chat.whatsapp.com/AbC", "", { name: "whatsapp" }],
    ["tel:+919876543210", "", { name: "call" }],
    ["mailto:hello@vaigaidigital.in?subject=Hi", "", { name: "email" }],
    [`https://${OWN}/ta/about`, "ta", { name: "language", target: "ta" }],
    [`https://${OWN}/about`, "en", { name: "language", target: "en" }],
    ["https://www.instagram.com/vaigaidigital/", "", { name: "outbound", target: "www.instagram.com" }],
    ["http://example.org:8080/x", "", { name: "outbound", target: "example.org" }],
    [`https://${OWN}.evil.example/`, "", { name: "outbound", target: `${OWN}.evil.example` }],
  ])("%s (hreflang %j) is %j", (href, hreflang, tap) => {
    expect(tapOf(href, hreflang, OWN)).toEqual(tap);
  });

  it.each([[`https://${OWN}/contact`], [`https://${OWN}/#main`], ["javascript:void(0)"], ["blob:https://x/1"]])("%s is not an event", (href) => {
    expect(tapOf(href, "", OWN)).toBeUndefined();
  });
});

describe("the beacon's requests", () => {
  beforeEach(() => {
    vi.resetModules();
    sessionStorage.clear();
    history.replaceState(null, "", "/services/meta-ads?utm_source=ig&utm_campaign=diwali");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "sendBeacon");
  });

  function stubSendBeacon(sendBeacon: (url: string, blob: Blob) => boolean) {
    Object.defineProperty(navigator, "sendBeacon", { value: sendBeacon, configurable: true });
  }

  /**
   * Renders the beacon, then clicks a link as a visitor would. Returns whether the click reached
   * the link's own handler and had been cancelled by then (the beacon listens before it).
   */
  async function tapLink(href: string) {
    const { Beacon } = await import("./beacon");
    const { createElement } = await import("react");
    const { createRoot } = await import("react-dom/client");
    const { createMemoryRouter, RouterProvider } = await import("react-router");
    const { act } = await import("react");
    const container = document.createElement("div");
    document.body.replaceChildren(container);
    const router = createMemoryRouter([{ path: "*", element: createElement(Beacon) }], { initialEntries: ["/services/meta-ads"] });
    const root = createRoot(container);
    await act(async () => root.render(createElement(RouterProvider, { router })));
    const link = document.createElement("a");
    link.href = href;
    link.textContent = "tap";
    const reached: boolean[] = [];
    link.addEventListener("click", (event) => {
      reached.push(event.defaultPrevented);
      event.preventDefault(); // happy-dom would follow it
    });
    document.body.append(link);
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    await act(async () => root.unmount());
    return { reachedTheLink: reached.length === 1, cancelledBefore: reached[0] };
  }

  it("posts the page view and a tap with sendBeacon as text/plain, with the visit's attribution, kept for the tab", async () => {
    const beacons: Array<{ url: string; body: string; type: string }> = [];
    stubSendBeacon((url, blob) => {
      void blob.text().then((body) => beacons.push({ url, body, type: blob.type }));
      return true;
    });
    const tap = await tapLink("https://wa.me/919876543210");
    await vi.waitFor(() => expect(beacons).toHaveLength(2));
    const attribution = { source: "instagram", utmSource: "ig", utmCampaign: "diwali", landing: "/services/meta-ads" };
    expect(beacons.map(({ url, type }) => [url, type])).toEqual([
      ["/api/events", "text/plain"],
      ["/api/events", "text/plain"],
    ]);
    expect(beacons.map(({ body }) => JSON.parse(body))).toEqual([
      { name: "pageview", path: "/services/meta-ads", attribution },
      { name: "whatsapp", path: "/services/meta-ads", attribution },
    ]);
    expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)!)).toEqual(attribution);
    expect(tap).toEqual({ reachedTheLink: true, cancelledBefore: false });
  });

  it("falls back to fetch with keepalive when sendBeacon refuses, and stays silent when both fail", async () => {
    const fetches: Array<[string, RequestInit]> = [];
    stubSendBeacon(() => false);
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      fetches.push([url, init]);
      return Promise.reject(new TypeError("Failed to fetch"));
    });
    await tapLink("tel:+919876543210");
    expect(fetches.map(([url, init]) => [url, init.method, init.keepalive, new Headers(init.headers).get("content-type")])).toEqual([
      ["/api/events", "POST", true, "text/plain"],
      ["/api/events", "POST", true, "text/plain"],
    ]);
    expect(JSON.parse(fetches[1]![1].body as string)).toMatchObject({ name: "call", path: "/services/meta-ads" });
  });

  it("a click is never held up or cancelled when sending throws, and storage that refuses changes nothing", async () => {
    stubSendBeacon(() => {
      throw new TypeError("blocked");
    });
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    const { visitAttribution } = await import("./beacon");
    expect(visitAttribution()).toMatchObject({ source: "instagram", landing: "/services/meta-ads" });
    expect(await tapLink("mailto:hello@vaigaidigital.in")).toEqual({ reachedTheLink: true, cancelledBefore: false });
  });
});
