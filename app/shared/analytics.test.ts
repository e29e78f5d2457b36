import { describe, expect, it } from "vitest";
import { istDay, istDayStart, periodFirstDay } from "./analytics";

describe("IST days", () => {
  it("a day in India begins at 18:30 UTC the evening before", () => {
    expect(istDay(Date.parse("2026-11-24T18:29:59.999Z"))).toBe("2026-11-24");
    expect(istDay(Date.parse("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
    expect(istDayStart("2026-11-25")).toBe(Date.parse("2026-11-24T18:30:00Z"));
  });

  it("a period counts back from today, today included", () => {
    const now = Date.parse("2026-11-25T20:00:00Z"); // 01:30 on the 26th in Madurai
    expect(periodFirstDay("today", now)).toBe("2026-11-26");
    expect(periodFirstDay("7d", now)).toBe("2026-11-20");
    expect(periodFirstDay("30d", now)).toBe("2026-10-28");
    expect(periodFirstDay("90d", now)).toBe("2026-08-29");
  });
});
