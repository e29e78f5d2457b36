/**
 * The inbox's owner as tests play them: `npm run owner` run as the operator runs it (tsx),
 * and a signed-in session cookie got the way a browser gets one (CLI link, then the tap).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { OwnerAuth } from "../../server/auth/owner-auth";
import { signInUrl } from "../../server/auth/sign-in-links";
import type { EnquiryStore } from "../../server/enquiries/store";
import { ROOT, type RunningSite } from "../../scripts/lib/local-site";

export const OWNER_EMAIL = "owner@vaigaidigital.in";

/** Sign-in requests (mail or passkey) per client and sign-in mails per address, per 15 minutes, as decision 0020 sets them. */
export const SIGN_IN_LIMITS = { perClient: 10, perAddress: 3 } as const;

export function ownerCli(databaseUrl: string, ...args: string[]) {
  return ownerCliIn({ cwd: ROOT }, databaseUrl, ...args);
}

/** `npm run owner` in another folder (npm runs it in the project's), with more environment. */
export function ownerCliIn({ cwd, env = {} }: { cwd: string; env?: Record<string, string> }, databaseUrl: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(ROOT, "scripts/owner.ts"), ...args], {
    cwd,
    env: { ...process.env, DATABASE_URL: databaseUrl, ...env },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A sign-in link's path and query: the CLI prints it on SITE_URL, the test site is on loopback. */
export function linkPath(url: string): string {
  const parsed = new URL(url.trim());
  return parsed.pathname + parsed.search;
}

/** Uses a sign-in link as the confirmation page's button does; the answer (302 + cookie, or the refusal). */
export async function useLink(site: RunningSite, pathAndQuery: string, headers: Record<string, string> = {}) {
  const token = new URL(pathAndQuery, site.url).searchParams.get("token") ?? "";
  return fetch(`${site.url}/admin/sign-in/verify`, {
    method: "POST",
    body: new URLSearchParams({ token }),
    headers: { Origin: site.url, ...headers },
    redirect: "manual",
  });
}

/** The owners and their links, in process (the CLI takes seconds to start; its own tests run it). */
export function ownerAuth(store: EnquiryStore): OwnerAuth {
  return new OwnerAuth(store.sql, { siteUrl: "https://www.vaigaidigital.in", siteName: "Vaigai Digital" });
}

/** A fresh sign-in link's path and query for `email` (an owner). */
export async function newLinkPath(store: EnquiryStore, email = OWNER_EMAIL): Promise<string> {
  const auth = ownerAuth(store);
  const owner = await auth.owners.find(email);
  if (!owner) throw new Error(`${email} is not an owner`);
  return linkPath(signInUrl("https://www.vaigaidigital.in", await auth.links.create(owner.id)));
}

/** Signs `email` in (it must be an owner) and returns the Cookie header value. */
export async function signedInCookie(site: RunningSite, store: EnquiryStore, email = OWNER_EMAIL): Promise<string> {
  const response = await useLink(site, await newLinkPath(store, email));
  const cookie = response.headers.getSetCookie()[0];
  if (response.status !== 302 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(";")[0]!;
}
