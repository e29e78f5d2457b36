/**
 * The push subscription as the server reads it: endpoints only on the browsers' push services
 * (tried as someone would who wants the server to post into its own network), and keys that
 * RFC 8291 can use: p256dh a point on P-256, auth 16 bytes.
 */
import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isPushEndpoint, readSubscription } from "./subscription-input";

const keys = () => ({ p256dh: createECDH("prime256v1").generateKeys().toString("base64url"), auth: randomBytes(16).toString("base64url") });
const off = { allowLoopback: false };
const on = { allowLoopback: true };

/** Endpoints as Chrome, Safari, Firefox and Edge hand them out. */
const REAL_ENDPOINTS = [
  "https://fcm.googleapis.com/fcm/send/dX1Ab2:APA91bH-z7pQ",
  "https://fcm.googleapis.com/wp/dX1Ab2:APA91bH-z7pQ",
  "https://web.push.apple.com/QGuQyavXutnMhVWt6cRfmv3ZtzR",
  "https://api.push.apple.com/3/device/abc",
  "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
  "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
  "https://db5p.notify.windows.com/w/?token=x",
];

describe("a push endpoint", () => {
  it("is one of the browsers' push services", () => {
    for (const endpoint of REAL_ENDPOINTS) expect(isPushEndpoint(endpoint, off), endpoint).toBe(true);
  });

  it("is refused anywhere else: this machine, its network, the cloud's metadata, other sites", () => {
    for (const endpoint of [
      "https://127.0.0.1/push",
      "https://10.0.0.5/push",
      "https://169.254.169.254/latest/meta-data/",
      "https://localhost/push",
      "https://[::1]/push",
      "https://example.com/push",
      "https://push.example.net/send/1",
      "https://2130706433/push",
      "https://0x7f000001/push",
      "https://[::ffff:127.0.0.1]/push",
    ]) {
      expect(isPushEndpoint(endpoint, off), endpoint).toBe(false);
    }
  });

  it("is refused on a host that only looks like a push service's", () => {
    for (const endpoint of [
      "https://evilpush.apple.com/x",
      "https://push.apple.com/x",
      "https://.push.apple.com/x",
      "https://a..push.apple.com/x",
      "https://web.push.apple.com.evil.example/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com/x",
      "https://x.fcm.googleapis.com/x",
      "https://notify.windows.com/w/",
      "https://evilnotify.windows.com/w/",
      "https://x.updates.push.services.mozilla.com/x",
      "https://fcm.googleapis.com./fcm/send/x",
      "https://web.push.apple.com./x",
      "https://FCM.googleapis.com/fcm/send/x",
      "https://fcm%2Egoogleapis.com/fcm/send/x",
      "https://fcm.googleapis.com\\@127.0.0.1/x",
    ]) {
      expect(isPushEndpoint(endpoint, off), endpoint).toBe(false);
    }
  });

  it("is refused with a user, another port, another scheme, or another spelling of the URL", () => {
    for (const endpoint of [
      "https://user@fcm.googleapis.com/fcm/send/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "https://127.0.0.1@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com:443/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "wss://fcm.googleapis.com/fcm/send/x",
      "//fcm.googleapis.com/fcm/send/x",
      " https://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com/fcm/send/../../x",
      `https://fcm.googleapis.com/${"e".repeat(2048)}`,
      "javascript:alert(1)",
      "",
    ]) {
      expect(isPushEndpoint(endpoint, off), endpoint).toBe(false);
    }
  });

  it("on loopback, only with PUSH_ALLOW_LOOPBACK, over http with a port", () => {
    for (const endpoint of ["http://127.0.0.1:4567/push/1", "http://localhost:4567/push/1", "http://[::1]:4567/push/1"]) {
      expect(isPushEndpoint(endpoint, on), endpoint).toBe(true);
      expect(isPushEndpoint(endpoint, off), endpoint).toBe(false);
    }
    for (const endpoint of ["http://127.0.0.1/push", "http://10.0.0.5:4567/push", "http://169.254.169.254:80/x", "http://127.0.0.2:4567/x", "http://example.com:4567/x"]) {
      expect(isPushEndpoint(endpoint, on), endpoint).toBe(false);
    }
  });
});

describe("a subscription's keys", () => {
  const endpoint = REAL_ENDPOINTS[0]!;

  it("are read as the browser sends them, with or without padding", () => {
    const good = keys();
    expect(readSubscription({ endpoint, keys: good }, off)).toEqual({ ok: true, value: { endpoint, ...good } });
    expect(readSubscription({ endpoint, keys: { p256dh: `${good.p256dh}=`, auth: `${good.auth}==` } }, off)).toEqual({ ok: true, value: { endpoint, ...good } });
  });

  it("are refused when p256dh is not a point on P-256", () => {
    const good = keys();
    const point = Buffer.from(good.p256dh, "base64url");
    const offCurve = Buffer.from(point);
    offCurve[64]! ^= 1;
    for (const p256dh of [
      offCurve.toString("base64url"),
      Buffer.concat([Buffer.from([4]), Buffer.alloc(64)]).toString("base64url"),
      `B${"A".repeat(86)}`,
      Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)]).toString("base64url"),
      createECDH("prime256v1").generateKeys("base64url", "compressed"),
      createECDH("secp384r1").generateKeys().subarray(0, 65).toString("base64url"),
    ]) {
      expect(readSubscription({ endpoint, keys: { ...good, p256dh } }, off), p256dh).toMatchObject({ ok: false, problem: "keys" });
    }
  });

  it("are refused when auth is not 16 bytes in base64url", () => {
    const good = keys();
    for (const auth of ["", "short", randomBytes(15).toString("base64url"), randomBytes(17).toString("base64url"), "ab", "A".repeat(21) + "B", "A".repeat(21) + "+", 16]) {
      expect(readSubscription({ endpoint, keys: { ...good, auth } }, off), String(auth)).toMatchObject({ ok: false, problem: "keys" });
    }
  });

  it("say which part was wrong: the endpoint is checked before the keys", () => {
    expect(readSubscription({ endpoint: "https://10.0.0.5/x", keys: keys() }, off)).toMatchObject({ ok: false, problem: "endpoint" });
    expect(readSubscription({ endpoint: "https://10.0.0.5/x", keys: { p256dh: "x", auth: "y" } }, off)).toMatchObject({ ok: false, problem: "endpoint" });
    expect(readSubscription({ endpoint, keys: "keys" }, off)).toMatchObject({ ok: false, problem: "shape" });
  });
});
