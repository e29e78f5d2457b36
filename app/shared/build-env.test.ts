import { afterEach, describe, expect, it, vi } from "vitest";
import { readBuildEnv } from "./read-build-env.js";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("readBuildEnv", () => {
  it("stamps the year in India, which turns 5½ hours before UTC's", () => {
    expect(readBuildEnv({}, new Date("2026-12-31T18:29:00Z")).BUILD_YEAR).toBe(2026);
    expect(readBuildEnv({}, new Date("2026-12-31T18:30:00Z")).BUILD_YEAR).toBe(2027);
  });
});

describe("buildEnv", () => {
  it("takes the values Vite fixed at build time (vitest.config.ts defines them), not the process environment", async () => {
    vi.stubEnv("SITE_URL", "https://staging.example.in/");
    vi.stubEnv("LIVE_CHAT_SCRIPT_URL", "https://chat.example.in/widget.js");
    vi.resetModules();
    const { buildEnv } = await import("./build-env");
    expect(buildEnv).toStrictEqual({ siteUrl: "https://www.vaigaidigital.in", liveChatScriptUrl: null, buildYear: 2026 });
  });

  it("has no live-chat script when none was set (null, not an empty URL)", async () => {
    const { buildEnv } = await import("./build-env");
    expect(buildEnv.liveChatScriptUrl).toBeNull();
    expect(buildEnv.siteUrl).toBe("https://www.vaigaidigital.in");
  });
});
