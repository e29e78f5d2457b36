/**
 * Every route that only takes posts answers GET and HEAD with 405 and `Allow: POST`, against
 * the real built server, signed in or not. The routes come from app/routes.ts and their files,
 * so a post-only route added tomorrow is covered the day it is added. Before, a GET of
 * /admin/sign-out was React Router's 400 'Unexpected Server Error', with a stack trace logged.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { ROOT } from "../../scripts/lib/local-site";
import { useSite } from "../support/fixtures";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";

type RouteFile = { path: string; file: string };

function flatten(entries: RouteConfigEntry[], parent = ""): RouteFile[] {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    return [{ path: here || "/", file: entry.file }, ...flatten(entry.children ?? [], here)];
  });
}

/** A route file whose module exports an action and neither a loader nor a page. */
function takesOnlyPosts(file: string): boolean {
  const code = readFileSync(path.join(ROOT, "app", file), "utf8");
  const exports = (name: string) => new RegExp(`^export (async )?(function|const) ${name}\\b`, "m").test(code);
  return exports("action") && !exports("loader") && !/^export default\b/m.test(code);
}

const all = flatten(routes);
const postOnly = all.filter((route) => takesOnlyPosts(route.file)).map((route) => route.path.replace(/:\w+/g, "1"));

const fixture = useSite({ sqlite: true });
let store: EnquiryStore;
beforeAll(async () => {
  store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
  await ownerAuth(store).owners.add(OWNER_EMAIL);
});
afterAll(() => store.close());

describe("a route that only takes posts", () => {
  it("is found in app/routes.ts: the passkey and push endpoints (sign-out has a page: the question before signing out, decision 0087)", () => {
    expect(postOnly).not.toContain("/admin/sign-out");
    expect(postOnly).toEqual(
      expect.arrayContaining(["/admin/passkeys/register", "/admin/push/subscriptions", "/admin/push/subscriptions/delete", "/admin/push/test", "/admin/sign-in/passkey"]),
    );
  });

  it("answers GET and HEAD with 405 and Allow: POST, signed out and signed in, logging nothing", async () => {
    const cookie = await signedInCookie(fixture.site, store);
    const logged = fixture.site.output().length;
    for (const target of postOnly) {
      for (const method of ["GET", "HEAD"]) {
        for (const headers of [{}, { Cookie: cookie }] as Array<Record<string, string>>) {
          const response = await fetch(`${fixture.site.url}${target}`, { method, headers, redirect: "manual" });
          expect(response.status, `${method} ${target}`).toBe(405);
          expect(response.headers.get("allow"), `${method} ${target}`).toBe("POST");
          await response.arrayBuffer();
        }
      }
    }
    expect(fixture.site.output().slice(logged)).not.toMatch(/Error|Unexpected/);
  });

  it("sign-out still takes its post: 'Sign out anyway' from the question ends the session", async () => {
    const cookie = await signedInCookie(fixture.site, store);
    const response = await fetch(`${fixture.site.url}/admin/sign-out`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: fixture.site.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "confirm=yes",
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const inbox = await fetch(`${fixture.site.url}/admin`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(inbox.status).toBe(302);
  });
});
