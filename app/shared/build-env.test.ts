import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("buildEnv", () => {
  it("takes the values Vite fixed at build time (vitest.config.ts defines them), not the process environment", async () => {
    vi.stubEnv("SITE_URL", "https://staging.example.in/");
    vi.stubEnv("LIVE_CHAT_SCRIPT_URL", "https://chat.example.in/widget.js");
    vi.resetModules();
    const { buildEnv } = await import("./build-env");
    expect(buildEnv).toStrictEqual({ siteUrl: "https://www.vaigaidigital.in", liveChatScriptUrl: null });
  });

  it("has no live-chat script when none was set (null, not an empty URL)", async () => {
    const { buildEnv } = await import("./build-env");
    expect(buildEnv.liveChatScriptUrl).toBeNull();
    expect(buildEnv.siteUrl).toBe("https://www.vaigaidigital.in");
  });
});
