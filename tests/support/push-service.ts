/**
 * A push service on loopback, as Chrome's or Firefox's would receive the server's pushes: it
 * hands out subscriptions (a fresh P-256 key pair and auth secret each, as a browser makes
 * them), checks each push's VAPID JWT (ES256 against the key in the Authorization header, aud
 * the endpoint's origin, exp within 24 h), decrypts the body (RFC 8291 aes128gcm, with
 * http_ece), and answers with the statuses a test scripts (201 by default).
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

export type ReceivedPush = {
  /** The subscription's path, e.g. /push/3. */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, parsed. */
  message: { title: string; body: string; url: string; tag: string };
  jwt: { header: Record<string, unknown>; claims: { aud: string; exp: number; sub: string }; signatureValid: boolean; publicKey: string };
  /** When it arrived (performance.now()). */
  at: number;
};

export type SubscriptionJson = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

export type LoopbackPushService = {
  origin: string;
  received: ReceivedPush[];
  /** Statuses to answer the next pushes with, in order; 201 once they are used up. */
  respondWith(...statuses: number[]): void;
  /** A new subscription as `PushSubscription.toJSON()` gives it. */
  subscribe(): SubscriptionJson;
  /** Called with each push as it arrives. */
  onPush?: (push: ReceivedPush) => void;
  stop(): Promise<void>;
};

function decodeJwt(token: string, authorization: string): ReceivedPush["jwt"] {
  const [header, claims, signature] = token.split(".") as [string, string, string];
  const publicKey = /k=([A-Za-z0-9_-]+)/.exec(authorization)?.[1] ?? "";
  const point = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const signatureValid = verify("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  return {
    header: JSON.parse(Buffer.from(header, "base64url").toString()),
    claims: JSON.parse(Buffer.from(claims, "base64url").toString()),
    signatureValid,
    publicKey,
  };
}

export async function startPushService(): Promise<LoopbackPushService> {
  const keys = new Map<string, { ecdh: ECDH; auth: string }>();
  const statuses: number[] = [];
  let next = 0;
  const service: LoopbackPushService = {
    origin: "",
    received: [],
    respondWith: (...more) => statuses.push(...more),
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16).toString("base64url");
      const path = `/push/${++next}`;
      keys.set(path, { ecdh, auth });
      return { endpoint: `${service.origin}${path}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const status = statuses.shift() ?? 201;
      const subscriber = keys.get(req.url ?? "");
      if (!subscriber) {
        res.writeHead(404).end();
        return;
      }
      const authorization = String(req.headers.authorization ?? "");
      const plain = decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: subscriber.ecdh, authSecret: subscriber.auth });
      const push: ReceivedPush = {
        path: req.url ?? "",
        headers: req.headers,
        message: JSON.parse(plain.toString("utf8")),
        jwt: decodeJwt(/t=([^,\s]+)/.exec(authorization)?.[1] ?? "..", authorization),
        at: performance.now(),
      };
      // Only a push the service accepted counts as received.
      if (status >= 200 && status < 300) {
        service.received.push(push);
        service.onPush?.(push);
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  service.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
