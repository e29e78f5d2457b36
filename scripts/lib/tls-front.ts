/**
 * A local TLS front, as a reverse proxy with a certificate stands in front of `node server.js`
 * in production (TRUST_PROXY=1): an HTTPS listener on loopback with a throw-away certificate for
 * a host name, passing each request on with X-Forwarded-Proto and X-Forwarded-For. Browser tests
 * that need the site on its real name (WebAuthn binds passkeys to SITE_URL's host) point
 * Chromium's resolver at it and trust its key (`chromiumFlags`). Needs `openssl`.
 */
import { execFileSync } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

export type Certificate = { key: string; cert: string; certFile: string };

/** A self-signed certificate for `hostName` (and 127.0.0.1), valid two days, in `dir`. */
export function makeCertificate(dir: string, hostName: string): Certificate {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
      "-subj", `/CN=${hostName}`, "-addext", `subjectAltName=DNS:${hostName},IP:127.0.0.1`,
      "-keyout", keyFile, "-out", certFile,
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}

export type TlsFront = { port: number; hostName: string; chromiumFlags: string[]; stop(): Promise<void> };

/** An HTTPS front on a free loopback port for the site on `upstreamPort`, named `siteUrl`'s host (its port mapped to the front). */
export async function startTlsFront(upstreamPort: number, siteUrl: string): Promise<TlsFront> {
  const site = new URL(siteUrl);
  if (site.protocol !== "https:") throw new Error(`a TLS front stands for an https SITE_URL, not ${siteUrl}`);
  const hostName = site.hostname;
  const dir = mkdtempSync(path.join(tmpdir(), "tls-front-"));
  const { key, cert } = makeCertificate(dir, hostName);
  rmSync(dir, { recursive: true, force: true });
  const server = https.createServer({ key, cert }, (req, res) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-proto": "https", "x-forwarded-for": req.socket.remoteAddress ?? "" },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  const spki = createHash("sha256").update(new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" })).digest("base64");
  return {
    port,
    hostName,
    chromiumFlags: [`--host-resolver-rules=MAP ${hostName}:${site.port || "443"} 127.0.0.1:${port}`, `--ignore-certificate-errors-spki-list=${spki}`],
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
