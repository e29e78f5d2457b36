import { describe, expect, it } from "vitest";
import { TAMIL_FONT_FILES } from "./tamil-font";

// TAMIL_STYLESHEET is a CSS `?url` import, which Vitest (no CSS processing) resolves to "";
// the built pages' stylesheet link is checked by the end-to-end tests.
describe("Tamil font files", () => {
  it("are the regular then the bold Noto Sans Tamil face, as woff2 files of @fontsource", () => {
    expect(TAMIL_FONT_FILES).toHaveLength(2);
    expect(TAMIL_FONT_FILES[0]).toMatch(/\/@fontsource\/noto-sans-tamil\/files\/noto-sans-tamil-tamil-400-normal\.woff2$/);
    expect(TAMIL_FONT_FILES[1]).toMatch(/\/@fontsource\/noto-sans-tamil\/files\/noto-sans-tamil-tamil-700-normal\.woff2$/);
  });
});
