/**
 * Issue 37 on a 390 px phone in a real Chromium on SQLite: three enquiries archived in one go come
 * back with their own statuses (New, Read, Replied) after Undo, with and without JavaScript; the
 * Undo counts its 10 s down and goes; the Spam tab's Move to inbox brings enquiries back as they
 * were. Needs a build.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { inboxCopy } from "../../app/content/admin/inbox";
import { statusCopy } from "../../app/content/admin/statuses";
import type { EnquiryStatus } from "../../app/shared/inbox";
import { watchErrors } from "../../scripts/lib/chromium";
import { EnquiryInbox } from "../../server/inbox/inbox";
import { openAsOwner, ownerSiteInBrowser } from "../support/owner-site";
import { OWNER_EMAIL } from "../support/owner";
import { newEnquiry } from "../support/stores";

const fixture = ownerSiteInBrowser("inbox-undo");
const inbox = () => new EnquiryInbox(fixture.store.sql);
let contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts) await context.close();
  contexts = [];
});

/** Enquiries named `prefix` + their status, each with that status as the owner gave it. */
async function addWith(prefix: string, statuses: EnquiryStatus[]): Promise<number[]> {
  const ids: number[] = [];
  for (const status of statuses) {
    const { id } = await fixture.store.addEnquiry(newEnquiry({ name: `${prefix} ${status}`, createdAt: new Date() }));
    if (status !== "new") await inbox().setStatus(id, status, OWNER_EMAIL, { now: Date.now() - 60_000 });
    ids.push(id);
  }
  return ids;
}
const statusesOf = (ids: number[]) => Promise.all(ids.map(async (id) => (await inbox().get(id))?.status));

async function openList(path: string, options: { javaScript?: boolean } = {}): Promise<Page> {
  const { context, page } = await openAsOwner(fixture, path, options);
  contexts.push(context);
  return page;
}

describe("the bulk action's Undo at 390 px", { timeout: 90_000 }, () => {
  it("archives three and Undo brings each back with its own status, the button counting down", async () => {
    const ids = await addWith("Undo JS", ["new", "read", "replied"]);
    const page = await openList("/admin?q=Undo+JS");
    const errors = watchErrors(page);
    await page.getByRole("checkbox", { name: inboxCopy.en.bulk.selectAll }).check();
    await page.getByTestId("bulk-bar").getByRole("button", { name: "Archive" }).click();
    await page.getByTestId("bulk-done").filter({ hasText: inboxCopy.en.bulk.done.archived(3) }).waitFor();
    expect(await statusesOf(ids)).toEqual(["archived", "archived", "archived"]);
    const undo = page.getByRole("button", { name: inboxCopy.en.putBack.undo, exact: true });
    expect(await undo.innerText()).toMatch(/^Undo\s*(10|9|8) s$/);
    // The button is all on screen, beside or under the notice, and a 44 px target.
    const box = (await undo.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(44);

    await undo.click();
    await page.getByTestId("bulk-done").filter({ hasText: inboxCopy.en.putBack.undone(3, 3) }).waitFor();
    expect(await statusesOf(ids)).toEqual(["new", "read", "replied"]);
    expect(await page.getByTestId("bulk-form").getByRole("link").count()).toBe(3);
    expect(await undo.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("undoes without JavaScript too, as a plain form post", async () => {
    const ids = await addWith("Undo NoJS", ["read", "replied", "new"]);
    const page = await openList("/admin?q=Undo+NoJS", { javaScript: false });
    await page.getByRole("checkbox", { name: inboxCopy.en.bulk.selectAll }).check();
    await page.getByTestId("bulk-bar").getByRole("button", { name: "Archive" }).click();
    await page.getByTestId("bulk-done").waitFor();
    expect(await page.getByTestId("bulk-done").innerText()).toBe(inboxCopy.en.bulk.done.archived(3));
    await page.getByRole("button", { name: inboxCopy.en.putBack.undo, exact: true }).click();
    await page.getByTestId("bulk-done").filter({ hasText: inboxCopy.en.putBack.undone(3, 3) }).waitFor();
    expect(new URL(page.url()).search).toBe("?q=Undo+NoJS");
    expect(await statusesOf(ids)).toEqual(["read", "replied", "new"]);
  });

  it("the Spam tab moves enquiries back to the inbox as they were, and the Undo goes after 10 s", async () => {
    const ids = await addWith("Spammed", ["new", "replied"]);
    for (const id of ids) await inbox().setStatus(id, "spam", OWNER_EMAIL, { now: Date.now() - 30_000 });
    const page = await openList("/admin?status=spam&q=Spammed");
    await page.getByRole("checkbox", { name: inboxCopy.en.bulk.selectAll }).check();
    const bar = page.getByTestId("bulk-bar");
    expect(await bar.getByRole("button").allInnerTexts()).toEqual([statusCopy.en.actions.read, inboxCopy.en.bulk.buttons.archived]);
    await bar.getByRole("button", { name: statusCopy.en.actions.read }).click();
    await page.getByTestId("bulk-done").filter({ hasText: inboxCopy.en.putBack.moved(2) }).waitFor();
    expect(await statusesOf(ids)).toEqual(["new", "replied"]);
    expect(await page.getByTestId("bulk-form").count()).toBe(0);
    // The Undo goes when its time is up; the notice stays.
    await page.getByTestId("bulk-undo").waitFor({ state: "detached", timeout: 12_000 });
    expect(await page.getByTestId("bulk-done").innerText()).toBe(inboxCopy.en.putBack.moved(2));
  });
});
