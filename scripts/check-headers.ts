/**
 * `npm run check:headers`: the MDN HTTP Observatory scanner (@mdn/mdn-http-observatory)
 * against the production server on loopback, twice:
 *
 *  1. Behind a local TLS front, the way the site runs in production (a reverse proxy with a
 *     certificate in front of `node server.js`, TRUST_PROXY=1): a plain-HTTP listener and an
 *     HTTPS listener with a throw-away certificate for `localhost` that the scanner trusts
 *     (NODE_EXTRA_CA_CERTS). Every test must pass.
 *  2. Directly on http://127.0.0.1 (`node server.js` alone): no HTTPS at all, so the two
 *     tests that need an HTTPS origin (redirection to HTTPS, HSTS) fail; every other test
 *     must pass.
 *
 * Prints the score, grade and each test's result; exits 1 when a test that should pass
 * fails. Needs a build (`npm run build`) and `openssl`. The scanner's package expects conf
 * files its install scripts would download (the HSTS preload list); an empty list is
 * written in their place: no local host is preloaded anyway.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT, startSite } from "./lib/local-site";
import { makeCertificate } from "./lib/tls-front";
import { isRunAsCommand } from "./lib/run-as-command.js";

type TestResult = { pass: boolean; result: string; scoreModifier: number; description: string };
type ScanOutput = {
  error?: string;
  scan: { url: string; statusCode: number; grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, TestResult>;
};

/** The tests that can only pass with HTTPS in front of the site. */
export const NEEDS_HTTPS = new Set(["redirection", "strict-transport-security"]);

function ensureScannerConf(): void {
  const conf = path.join(ROOT, "node_modules/@mdn/mdn-http-observatory/conf");
  mkdirSync(conf, { recursive: true });
  const preload = path.join(conf, "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  const tlds = path.join(conf, "tld-list.json");
  if (!existsSync(tlds)) writeFileSync(tlds, "[]\n");
}

/**
 * A minimal reverse proxy, like nginx in front of the site: it sets X-Forwarded-Proto and
 * X-Forwarded-For, presents the public host name without the loopback port, and maps
 * redirects to that host onto the local HTTPS port (nginx's proxy_redirect).
 */
function front(upstreamPort: number, proto: "http" | "https", publicHttpsPort: number) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: "localhost", "x-forwarded-proto": proto, "x-forwarded-for": req.socket.remoteAddress ?? "" },
      },
      (answer) => {
        const headers = { ...answer.headers };
        if (typeof headers.location === "string") {
          headers.location = headers.location.replace(/^https:\/\/localhost(?=\/|$)/, `https://localhost:${publicHttpsPort}`);
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
}

function listen(server: http.Server | https.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

function runScanner(host: string, httpPort: number, httpsPort: number, caFile?: string): Promise<ScanOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/check-headers-scan.mjs"), host, String(httpPort), String(httpsPort)], {
      cwd: ROOT,
      env: { ...process.env, ...(caFile ? { NODE_EXTRA_CA_CERTS: caFile } : {}) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", () => {
      try {
        const parsed = JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as ScanOutput;
        if (parsed.error) reject(new Error(`scanner: ${parsed.error}`));
        else resolve(parsed);
      } catch {
        reject(new Error(`scanner printed no result:\n${out}`));
      }
    });
  });
}

function report(title: string, output: ScanOutput, mayFail: Set<string>): string[] {
  const { scan, tests } = output;
  console.log(`\n${title}\n  ${scan.url} -> HTTP ${scan.statusCode}`);
  console.log(`  Score ${scan.score}/100, grade ${scan.grade}, ${scan.testsPassed}/${scan.testsQuantity} tests passed`);
  const unexpected: string[] = [];
  for (const [name, test] of Object.entries(tests)) {
    const mark = test.pass ? "pass" : mayFail.has(name) ? "FAIL (needs HTTPS)" : "FAIL";
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(`  ${mark.padEnd(18)} ${name.padEnd(30)} ${modifier.padStart(4)}  ${test.result}`);
    if (!test.pass && !mayFail.has(name)) unexpected.push(`${title}: ${name} (${test.result})`);
  }
  return unexpected;
}

export async function checkHeaders(): Promise<{ proxied: ScanOutput; direct: ScanOutput; unexpected: string[] }> {
  if (!existsSync(path.join(ROOT, "build/csp-hashes.json"))) throw new Error("No build found: run `npm run build` first.");
  ensureScannerConf();
  const dir = mkdtempSync(path.join(tmpdir(), "check-headers-"));
  const servers: Array<http.Server | https.Server> = [];
  const sites: Array<Awaited<ReturnType<typeof startSite>>> = [];
  try {
    const { key, cert, certFile } = makeCertificate(dir, "localhost");
    const [behindProxy, direct] = await Promise.all([
      startSite({ env: { TRUST_PROXY: "1", DATABASE_URL: `sqlite:${path.join(dir, "proxied.db")}` } }),
      startSite({ env: { DATABASE_URL: `sqlite:${path.join(dir, "direct.db")}` } }),
    ]);
    sites.push(behindProxy, direct);

    const [httpPort, httpsPort, closedPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const plain = http.createServer(front(behindProxy.port, "http", httpsPort));
    const secure = https.createServer({ key, cert }, front(behindProxy.port, "https", httpsPort));
    servers.push(plain, secure);
    await Promise.all([listen(plain, httpPort), listen(secure, httpsPort)]);

    const proxied = await runScanner("localhost", httpPort, httpsPort, certFile);
    const directScan = await runScanner("127.0.0.1", direct.port, closedPort);
    const unexpected = [
      ...report("Behind a local TLS front (production shape)", proxied, new Set()),
      ...report("Directly on http://127.0.0.1 (no HTTPS)", directScan, NEEDS_HTTPS),
    ];
    return { proxied, direct: directScan, unexpected };
  } finally {
    for (const server of servers) server.close();
    await Promise.all(sites.map((site) => site.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isRunAsCommand(import.meta.url)) {
  const { unexpected } = await checkHeaders();
  if (unexpected.length > 0) {
    console.error(`\nUnexpected failures:\n  ${unexpected.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nEvery test passes; without HTTPS only the two that need it fail.");
}
