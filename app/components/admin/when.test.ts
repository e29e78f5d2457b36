import { describe, expect, it } from "vitest";
import { relativeWhen } from "./when";

// 2026-11-25 17:05 IST is 11:35 UTC.
const NOW = Date.UTC(2026, 10, 25, 11, 35);
const MIN = 60_000;

describe("times in IST, in the owner's language", () => {
  it.each([
    [NOW - 20_000, "just now", "இப்போது"],
    [NOW - 5 * MIN, "5 min ago", "5 நிமிடம் முன்பு"],
    [NOW - 59 * MIN, "59 min ago", "59 நிமிடம் முன்பு"],
    [NOW - 3 * 60 * MIN, "today 2:05 pm", "இன்று மதியம் 2:05"],
    // 25 Nov 15:35 IST: 3 pm is still மதியம் in Madurai (review 2, N34)
    [NOW - 90 * MIN, "today 3:35 pm", "இன்று மதியம் 3:35"],
    // 24 Nov 18:40 IST
    [Date.UTC(2026, 10, 24, 13, 10), "yesterday 6:40 pm", "நேற்று மாலை 6:40"],
    // 23 Nov 09:15 IST, a Monday
    [Date.UTC(2026, 10, 23, 3, 45), "Mon 9:15 am", "திங்கள் காலை 9:15"],
    [Date.UTC(2026, 0, 5, 6, 0), "5 Jan", "5 ஜனவரி"],
    [Date.UTC(2025, 11, 31, 6, 0), "31 Dec 2025", "31 டிசம்பர் 2025"],
  ])("%s", (at, en, ta) => {
    expect(relativeWhen(at, NOW, "en")).toBe(en);
    expect(relativeWhen(at, NOW, "ta")).toBe(ta);
  });

  it("yesterday is the IST day before, not 24 hours ago", () => {
    // 00:10 IST on the 25th, seen at 00:20 IST... is 10 min ago; at 23:50 IST on the 24th it is yesterday from 00:20.
    const justAfterMidnight = Date.UTC(2026, 10, 24, 18, 50);
    expect(relativeWhen(Date.UTC(2026, 10, 24, 18, 20), justAfterMidnight + 61 * MIN, "en")).toBe("yesterday 11:50 pm");
  });
});
