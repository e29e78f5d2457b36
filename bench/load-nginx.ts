/**
 * The load bench's static part (bench/load.ts): nginx 1.22 (`brotli_static`, `gzip_static`, one
 * worker; Debian's nginx-light and libnginx-mod-http-brotli-static, installed with apt-get when
 * missing) and this server (one process) serving `/about` of the same build, one after the other.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, ROOT, startSite } from "../scripts/lib/local-site";
import { autocannonRun, side, type Side } from "./autocannon";

const NGINX_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

type Load = { duration: number; connections: number };

/** `/about` with brotli accepted, as a browser asks for it. */
const aboutLoad = (url: string, { duration, connections }: Load) =>
  autocannonRun({ url: `${url}/about`, connections, duration, headers: { "accept-encoding": "br, gzip" } });

/** nginx and its brotli_static module, from Debian's packages when they are not there yet. */
function ensureNginx(): string | null {
  if (!existsSync("/usr/sbin/nginx") || !existsSync(NGINX_MODULE)) {
    console.log("Installing nginx-light and libnginx-mod-http-brotli-static with apt-get...");
    const installed = spawnSync("apt-get", ["install", "-y", "nginx-light", "libnginx-mod-http-brotli-static"], { stdio: "inherit" });
    if (installed.status !== 0) return "apt-get could not install nginx-light and libnginx-mod-http-brotli-static";
  }
  return null;
}

export type StaticComparison = { nginx: Side; site: Side } | { skipped: string };

/** nginx (one worker) and this server (one process) serving the same build/client. */
export async function compareWithNginx(load: Load): Promise<StaticComparison> {
  const missing = ensureNginx();
  if (missing) return { skipped: missing };
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `load_module ${NGINX_MODULE};
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(ROOT, "build/client")};
    brotli_static on;
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const nginx = spawn("/usr/sbin/nginx", ["-c", conf], { stdio: "inherit" });
  const site = await startSite({ env: { DATABASE_URL: `sqlite:${path.join(dir, "site.db")}` } });
  try {
    const nginxUrl = `http://127.0.0.1:${port}`;
    for (let tries = 0; !(await fetch(`${nginxUrl}/about`).then((r) => r.ok, () => false)); tries++) {
      if (tries > 50) throw new Error(`nginx did not start (see ${dir}/error.log)`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`\nStatic: /about with brotli, ${load.connections} connections, ${load.duration} s each: nginx, then this server...`);
    const nginxResult = side(await aboutLoad(nginxUrl, load));
    const siteResult = side(await aboutLoad(site.url, load));
    return { nginx: nginxResult, site: siteResult };
  } finally {
    nginx.kill("SIGTERM");
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function staticTable(comparison: StaticComparison): string {
  if ("skipped" in comparison) return `Skipped: ${comparison.skipped}.`;
  const row = (name: string, s: Side) => `| ${name} | ${s.requests} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.ok} | ${s.non2xx} | ${s.errors} |`;
  return [
    "| Server | Requests | Req/s | p50 (ms) | p99 (ms) | 2xx | Non-2xx | Errors |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    row("nginx 1.22 (brotli_static, 1 worker)", comparison.nginx),
    row("node server.js (1 process)", comparison.site),
    "",
    `This server serves ${Math.round((comparison.site.rps / comparison.nginx.rps) * 100)} % of nginx's rate (target: at least 50 %).`,
  ].join("\n");
}
