/**
 * Issue 30, the inbox's bulk change over HTTP against the built server, as an attacker would try
 * it: signed out, from another site, or with ids that do not read, nothing changes; the signed-in
 * owner's post from the inbox changes exactly the ticked enquiries and goes back to the same list.
 * Needs a build.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SqliteDatabase } from "../../server/db/sqlite";
import { EnquiryStore } from "../../server/enquiries/store";
import { OWNER_EMAIL, ownerAuth, signedInCookie } from "../support/owner";
import { newEnquiry } from "../support/stores";
import { useSite } from "../support/fixtures";

const fixture = useSite({ sqlite: true });
let store: EnquiryStore;
let cookie: string;
let ids: number[];

beforeAll(async () => {
  store = new EnquiryStore(new SqliteDatabase(fixture.databaseFile));
  await ownerAuth(store).owners.add(OWNER_EMAIL);
  ids = [];
  for (const name of ["Anbu", "Bala", "Chitra"]) ids.push((await store.addEnquiry(newEnquiry({ name }))).id);
  cookie = await signedInCookie(fixture.site, store);
});

afterAll(async () => {
  await store?.close();
});

/** Posts as the list's form does: to its own address, which React Router marks `?index` (the inbox is the admin layout's index route). */
function bulk(fields: Array<[string, string]>, { withCookie = true, origin = fixture.site.url, query = "" } = {}) {
  return fetch(`${fixture.site.url}/admin?index${query.replace(/^\?/, "&")}`, {
    method: "POST",
    headers: { Origin: origin, ...(withCookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const statuses = async () => (await store.sql.query("SELECT status FROM enquiries ORDER BY id")).map((row) => String(row.status));

describe("the inbox's bulk change", () => {
  it("changes nothing for a signed-out post", async () => {
    const answer = await bulk([["id", String(ids[0])], ["bulk", "archived"]], { withCookie: false });
    expect(answer.headers.get("location") ?? "").toMatch(/^\/admin\/sign-in/);
    expect(await statuses()).toEqual(["new", "new", "new"]);
  });

  it("changes nothing for a post from another site, even with the owner's cookie", async () => {
    const answer = await bulk([["id", String(ids[0])], ["bulk", "spam"]], { origin: "https://evil.example" });
    expect(answer.status).toBe(403);
    expect(await statuses()).toEqual(["new", "new", "new"]);
  });

  it("changes nothing when the status or an id does not read", async () => {
    for (const fields of [
      [["id", String(ids[0])], ["bulk", "replied"]],
      [["id", String(ids[0])], ["id", "0"], ["bulk", "archived"]],
      [["id", "1; DROP TABLE enquiries"], ["bulk", "archived"]],
      [["bulk", "archived"]],
    ] as Array<Array<[string, string]>>) {
      expect((await bulk(fields)).status).toBe(400);
    }
    expect(await statuses()).toEqual(["new", "new", "new"]);
  });

  it("archives exactly the ticked enquiries and goes back to the same list", async () => {
    const answer = await bulk([["id", String(ids[0])], ["id", String(ids[2])], ["bulk", "archived"]], { query: "?status=new&q=a" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/admin?status=new&q=a");
    expect(await statuses()).toEqual(["archived", "new", "archived"]);
  });
});
