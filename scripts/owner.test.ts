/** `npm run owner`, run as the operator runs it (tsx) against a temp SQLite file. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { OwnerAuth } from "../server/auth/owner-auth";
import { SqliteDatabase } from "../server/db/sqlite";
import { EnquiryStore } from "../server/enquiries/store";
import { ownerCli, ownerCliIn } from "../tests/support/owner";

const tempDir = mkdtempSync(path.join(tmpdir(), "owner-cli-"));
const file = path.join(tempDir, "enquiries.db");
const databaseUrl = `sqlite:${file}`;
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

describe("npm run owner", { timeout: 120_000 }, () => {
  it("adds, lists, links and removes an owner", async () => {
    const added = ownerCli(databaseUrl, "add", " Owner@Shop.IN ");
    expect(added).toMatchObject({ status: 0, stdout: "owner@shop.in is now an owner. Sign in with: npm run owner -- link owner@shop.in\n" });
    expect(ownerCli(databaseUrl, "add", "owner@shop.in").stdout).toBe("owner@shop.in already is an owner.\n");
    expect(ownerCli(databaseUrl, "list").stdout).toBe("owner@shop.in\n");

    const link = ownerCli(databaseUrl, "link", "owner@shop.in");
    expect(link.status).toBe(0);
    expect(link.stdout).toMatch(/^https:\/\/www\.vaigaidigital\.in\/admin\/sign-in\/verify\?token=[A-Za-z0-9_-]{43}\n$/);
    expect(link.stderr).toContain("within 15 minutes");
    const token = new URL(link.stdout.trim()).searchParams.get("token");
    const store = new EnquiryStore(new SqliteDatabase(file));
    const auth = new OwnerAuth(store.sql, { siteUrl: "https://www.vaigaidigital.in", siteName: "" });
    const owner = await auth.owners.find("owner@shop.in");
    // The printed link is one the site accepts, once.
    expect(await auth.links.consume(token)).toBe(owner!.id);
    expect(await auth.links.consume(token)).toBeNull();
    const session = await auth.sessions.create(owner!.id, "link", null);
    const unused = ownerCli(databaseUrl, "link", "owner@shop.in").stdout.trim();

    const removed = ownerCli(databaseUrl, "remove", "owner@shop.in");
    expect(removed).toMatchObject({ status: 0, stdout: "owner@shop.in is no longer an owner; their sessions, sign-in links and passkeys have ended.\n" });
    expect(await auth.sessions.find(session)).toBeNull();
    expect(await auth.links.consume(new URL(unused).searchParams.get("token"))).toBeNull();
    await store.close();
    expect(ownerCli(databaseUrl, "list").stdout).toContain("No owners yet");
  });

  it("puts links on SITE_URL", () => {
    ownerCli(databaseUrl, "add", "a@shop.in");
    const result = ownerCli(databaseUrl, "link", "a@shop.in");
    expect(result.stdout).toMatch(/^https:\/\/www\.vaigaidigital\.in\//);
  });

  // Issue 27: an operator who built with SITE_URL and runs the command without it got links on the default host.
  it("without SITE_URL, puts links on the SITE_URL the build in this folder was made with, else on the default", () => {
    ownerCli(databaseUrl, "add", "b@shop.in");
    const site = mkdtempSync(path.join(tempDir, "site-"));
    mkdirSync(path.join(site, "build"));
    writeFileSync(path.join(site, "build/build-env.json"), JSON.stringify({ SITE_URL: "https://staging.vaigaidigital.in", LIVE_CHAT_SCRIPT_URL: "" }));
    const link = (cwd: string, env: Record<string, string>) => ownerCliIn({ cwd, env }, databaseUrl, "link", "b@shop.in").stdout;
    expect(link(site, { SITE_URL: "" })).toMatch(/^https:\/\/staging\.vaigaidigital\.in\/admin\/sign-in\/verify\?token=/);
    expect(link(site, { SITE_URL: "https://www.example.in/" })).toMatch(/^https:\/\/www\.example\.in\/admin\/sign-in\/verify\?token=/);
    expect(link(tempDir, { SITE_URL: "" })).toMatch(/^https:\/\/www\.vaigaidigital\.in\/admin\/sign-in\/verify\?token=/);
  });

  it.each([
    [["link", "nobody@shop.in"], /nobody@shop.in is not an owner/],
    [["remove", "nobody@shop.in"], /nobody@shop.in is not an owner/],
    [["add", "not-an-address"], /"not-an-address": Please enter a valid email address/],
    [["add"], /add needs one email address/],
    [["list", "extra@shop.in"], /list takes no address/],
    [["delete", "a@shop.in"], /Unknown command "delete"/],
    [[], /Usage:/],
  ])("%j is refused with exit status 2 and a clear message", (args, message) => {
    const result = ownerCli(databaseUrl, ...(args as string[]));
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it("a bad DATABASE_URL is a clear error", () => {
    const result = ownerCli("mysql://x", "list");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("expected sqlite:PATH or postgres://");
  });
});
