// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { describe, expect, it } from "vitest";
import { LIVE_CHAT_SCRIPT_ID, loadLiveChat } from "./live-chat";

describe("loadLiveChat", () => {
  it("adds the script once, async", () => {
    document.body.innerHTML = "";
    expect(loadLiveChat("https://chat.example/widget.js")).toBe(true);
    expect(loadLiveChat("https://chat.example/widget.js")).toBe(false);
    const scripts = document.querySelectorAll(`script#${LIVE_CHAT_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe("https://chat.example/widget.js");
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });

  it("loads nothing when LIVE_CHAT_SCRIPT_URL was unset", () => {
    document.body.innerHTML = "";
    expect(loadLiveChat(null)).toBe(false);
    expect(document.querySelectorAll("script")).toHaveLength(0);
  });
});
