/**
 * The Content-Security-Policy of each response (docs/SECURITY.md).
 *
 * - HTML: a policy whose script-src admits only this origin's files and the page's own inline
 *   scripts: by their SHA-256 hashes for pre-rendered pages (build/csp-hashes.json, written by
 *   scripts/csp-hashes.js) or by a fresh nonce for pages rendered per request
 *   (app/entry.server.tsx). With a live chat, the public pages may frame this origin (the chat's
 *   sandboxed frame, live-chat-frame.ts, whose own policy is the only one naming the chat
 *   origin: decision 0058); the owner's pages frame nothing. Only the owner's pages may start a
 *   worker: the inbox's service worker (decision 0063).
 * - Anything else (scripts, data, images, errors): a policy that allows nothing, so a file
 *   opened as a document (an SVG, say) can run nothing. The inbox's service worker runs under
 *   SERVICE_WORKER_CSP. security-headers.ts sets it on every
 *   response first; HTML answers replace it.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The policy of every response that is not an HTML page. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The origin of LIVE_CHAT_SCRIPT_URL (e.g. https://embed.chat.example), or null without one. */
export function liveChatOrigin(scriptUrl: string | null | undefined): string | null {
  if (!scriptUrl) return null;
  try {
    return new URL(scriptUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The policy the inbox's service worker runs under (a worker takes its script's): it loads
 * nothing but its notification icon from this origin.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

type PageCspOptions = {
  /** CSP source expressions for the page's inline scripts: `'sha256-…'` or `'nonce-…'`. */
  inlineScripts: readonly string[];
  /** The page frames the live chat's document, on this origin. */
  chatFrame: boolean;
  /** One of the owner's pages: the only ones that may start the inbox's service worker. */
  owner: boolean;
};

/**
 * The policy of an HTML page. Styles allow 'unsafe-inline' (and only styles): the splash
 * sets a style attribute, which no nonce can cover and a hash covers only with
 * 'unsafe-hashes' (docs/SECURITY.md).
 */
function pageCsp({ inlineScripts, chatFrame, owner }: PageCspOptions): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'none'"]],
    ["script-src", ["'self'", ...inlineScripts]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:"]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    // The inbox's service worker (public/admin/sw.js, decision 0063); a public page starts none.
    ["worker-src", [owner ? "'self'" : "'none'"]],
    ["frame-src", [chatFrame ? "'self'" : "'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** A fresh nonce for one server-rendered response: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** build/csp-hashes.json: the inline-script hashes of each pre-rendered page, by file. */
export type CspHashManifest = Record<string, string[]>;

export function loadCspHashes(buildDir: string): CspHashManifest {
  const file = path.join(buildDir, "csp-hashes.json");
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` (scripts/postbuild.js writes it).`);
  }
  return JSON.parse(readFileSync(file, "utf8")) as CspHashManifest;
}

/** The policies of one server's pages. */
export type PagePolicies = {
  /** A pre-rendered page's, by its file under build/client ("about/index.html"): the hashes of its inline scripts. */
  prerendered(file: string): string;
  /** A page rendered per request: the nonce it was rendered with. The owner's pages frame nothing. */
  rendered(nonce: string, { owner }: { owner: boolean }): string;
};

/** `chatFrame`: the build has a live chat, which the public pages frame (live-chat-frame.ts). */
export function pagePolicies(cspHashes: CspHashManifest, { chatFrame }: { chatFrame: boolean }): PagePolicies {
  // A pre-rendered page's policy only depends on the page: worked out once.
  const prerendered = new Map<string, string>();
  return {
    prerendered(file) {
      let csp = prerendered.get(file);
      if (csp === undefined) {
        csp = pageCsp({ inlineScripts: cspHashes[file] ?? [], chatFrame, owner: false });
        prerendered.set(file, csp);
      }
      return csp;
    },
    rendered(nonce, { owner }) {
      return pageCsp({ inlineScripts: [`'nonce-${nonce}'`], chatFrame: chatFrame && !owner, owner });
    },
  };
}
