import { describe, expect, it } from "vitest";
import { formatWhen } from "./ist-time";

// 2026-11-25 17:05 IST is 11:35 UTC.
const NOW = Date.UTC(2026, 10, 25, 11, 35);

describe("times in IST, in the reader's language", () => {
  it("the exact time", () => {
    expect(formatWhen(NOW, "en")).toBe("25 Nov 2026, 5:05 pm");
    expect(formatWhen(NOW, "ta")).toBe("25 நவம்பர் 2026, மாலை 5:05");
    expect(formatWhen(Date.UTC(2026, 10, 24, 19, 0), "en")).toBe("25 Nov 2026, 12:30 am");
    // The same month name on any browser ('Sep', where some locale data say 'Sept').
    expect(formatWhen(Date.UTC(2026, 8, 5, 6, 0), "en")).toBe("5 Sep 2026, 11:30 am");
  });

  it("without the year", () => {
    // 14:05 IST.
    expect(formatWhen(Date.UTC(2026, 10, 25, 8, 35), "ta", false)).toBe("25 நவம்பர், மதியம் 2:05");
    expect(formatWhen(Date.UTC(2026, 10, 25, 8, 35), "en", false)).toBe("25 Nov, 2:05 pm");
  });
});
