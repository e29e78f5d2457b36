// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { describe, expect, it, vi } from "vitest";
import { LIVE_CHAT_FRAME_PATH, LIVE_CHAT_SANDBOX } from "~/shared/live-chat";
import { LIVE_CHAT_FRAME_ID, loadLiveChat } from "./frame";

describe("loadLiveChat", () => {
  it("adds the chat's frame once, sandboxed without allow-same-origin, named in the page's language", () => {
    document.body.innerHTML = "";
    // happy-dom loads no frame and says so on the console.
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(loadLiveChat("Live chat")).toBe(true);
    expect(loadLiveChat("லைவ் சாட்")).toBe(false);
    const frames = document.querySelectorAll(`iframe#${LIVE_CHAT_FRAME_ID}`);
    expect(frames).toHaveLength(1);
    const frame = frames[0] as HTMLIFrameElement;
    expect(frame.getAttribute("src")).toBe(LIVE_CHAT_FRAME_PATH);
    expect(frame.getAttribute("sandbox")).toBe(LIVE_CHAT_SANDBOX);
    expect(frame.getAttribute("sandbox")).not.toContain("allow-same-origin");
    expect(frame.getAttribute("sandbox")).not.toContain("allow-top-navigation");
    expect(frame.title).toBe("லைவ் சாட்");
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });
});
