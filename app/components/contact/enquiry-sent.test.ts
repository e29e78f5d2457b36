/**
 * When a kept enquiry was written and arrived, as the confirmation says it: in Tamil with Tamil
 * words only, day before month, no Latin 'PM' or 'IST' (review 2, N48: the browser's Intl wrote
 * 'நவ. 28, 4:28 PM IST'); in English as before.
 */
import { describe, expect, it } from "vitest";
import { enquirySentEn } from "~/content/en/contact";
import { enquirySentTa } from "~/content/ta/contact";
import { sentFromQueueText } from "./enquiry-sent";

// Written 28 Nov 2026 at 16:28 IST, stored at 16:31 IST.
const TIMES = { written: Date.UTC(2026, 10, 28, 10, 58), sent: Date.UTC(2026, 10, 28, 11, 1) };

describe("the time a kept enquiry was written and arrived", () => {
  it("in Tamil: the inbox's words, the zone named in Tamil", () => {
    const text = sentFromQueueText("ta", enquirySentTa, TIMES);
    expect(text).toBe("இணைய இணைப்பு இல்லாதபோது எழுதியது: 28 நவம்பர், மாலை 4:28. எங்களுக்கு வந்து சேர்ந்தது: 28 நவம்பர், மாலை 4:31 (இந்திய நேரம்).");
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it("in English, IST as before", () => {
    expect(sentFromQueueText("en", enquirySentEn, TIMES)).toBe("You wrote it at 28 Nov, 4:28 pm IST without a connection, and it reached us at 28 Nov, 4:31 pm IST.");
  });
});
