/** The name a passkey gets from the device it was made on. */
import { describe, expect, it } from "vitest";
import { deviceName } from "./device-name";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("deviceName", () => {
  it("names the device from its user agent, phones and tablets before the systems they also mention", () => {
    expect(deviceName(IPHONE)).toBe("iPhone");
    expect(deviceName("Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15")).toBe("iPad");
    expect(deviceName("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36")).toBe("Android phone");
    expect(deviceName("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15")).toBe("Mac");
    expect(deviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0")).toBe("Windows PC");
    expect(deviceName("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe("Linux computer");
  });

  it("anything else, or no user agent: Device", () => {
    expect(deviceName(null)).toBe("Device");
    expect(deviceName("")).toBe("Device");
    expect(deviceName("curl/8.5.0")).toBe("Device");
    expect(deviceName("iphone android macintosh windows linux")).toBe("Device");
  });
});
