/**
 * Issue 37 on both databases: the Undo of a bulk action puts each enquiry back to its own status
 * (read from the history), only those the action changed and that still have its status, in one
 * transaction, and only within 10 s; Move to inbox brings Archived and Spam back as they were in
 * the inbox; Mark read never turns Replied into Read.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newEnquiry, storeImplementations } from "../../tests/support/stores";
import type { EnquiryStatus } from "../../app/shared/inbox";
import type { EnquiryStore } from "../enquiries/store";
import { EnquiryInbox } from "./inbox";

const implementations = await storeImplementations();
const OWNER = "owner@shop.in";
const AT = 1_700_000_000_000;

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`status restore: ${implementation.name}`, () => {
    let store: EnquiryStore;
    let inbox: EnquiryInbox;

    beforeEach(async () => {
      store = await implementation.open();
      inbox = new EnquiryInbox(store.sql);
    });
    afterEach(() => store.close());

    /** An enquiry with `status`, reached as an owner would (New, then the status), before AT. */
    async function withStatus(status: EnquiryStatus, name: string = status) {
      const { id } = await store.addEnquiry(newEnquiry({ name }));
      if (status !== "new") await inbox.setStatus(id, status, OWNER, { now: AT - 60_000 });
      return id;
    }
    const statuses = async (ids: number[]) => Promise.all(ids.map(async (id) => (await inbox.get(id))?.status));
    const details = async (id: number) => (await inbox.events(id)).map((event) => [event.detail, event.at]);

    it("puts each enquiry back to the status it had, with a history row each", async () => {
      const ids = [await withStatus("new"), await withStatus("read"), await withStatus("replied")];
      expect(await inbox.setStatusMany(ids, "archived", OWNER, AT)).toEqual({ found: 3, changed: 3 });
      expect(await inbox.undoBulk(AT, OWNER, AT + 9_000)).toEqual({ late: false, restored: 3, changed: 3 });
      expect(await statuses(ids)).toEqual(["new", "read", "replied"]);
      expect(await details(ids[2]!)).toEqual([
        ["New → Replied", AT - 60_000],
        ["Replied → Archived", AT],
        ["Archived → Replied", AT + 9_000],
      ]);
      // A second Undo finds nothing still archived: nothing more changes.
      expect(await inbox.undoBulk(AT, OWNER, AT + 9_500)).toEqual({ late: false, restored: 0, changed: 3 });
      expect(await inbox.events(ids[0]!)).toHaveLength(2);
    });

    it("leaves one the owner changed since, and one the action did not change", async () => {
      const [first, changedSince] = [await withStatus("new"), await withStatus("read")];
      const alreadyArchived = await withStatus("archived");
      expect(await inbox.setStatusMany([first, changedSince, alreadyArchived], "archived", OWNER, AT)).toEqual({ found: 3, changed: 2 });
      await inbox.setStatus(changedSince, "spam", OWNER, { now: AT + 2_000 });
      expect(await inbox.undoBulk(AT, OWNER, AT + 5_000)).toEqual({ late: false, restored: 1, changed: 2 });
      expect(await statuses([first, changedSince, alreadyArchived])).toEqual(["new", "spam", "archived"]);
    });

    it("refuses past 10 s and changes nothing; another owner's action is not this owner's to undo", async () => {
      const ids = [await withStatus("new"), await withStatus("replied")];
      await inbox.setStatusMany(ids, "spam", OWNER, AT);
      expect(await inbox.undoBulk(AT, OWNER, AT + 10_001)).toEqual({ late: true });
      expect(await inbox.undoBulk(AT, "other@shop.in", AT + 1_000)).toEqual({ late: false, restored: 0, changed: 0 });
      expect(await inbox.undoBulk(AT + 1, OWNER, AT + 1_000)).toEqual({ late: false, restored: 0, changed: 0 });
      expect(await statuses(ids)).toEqual(["spam", "spam"]);
      expect(await inbox.events(ids[0]!)).toHaveLength(1);
    });

    it("restores all or none: a failure on one leaves every one and its history as it was", async () => {
      const [kept, refused] = [await withStatus("read"), await withStatus("replied")];
      await inbox.setStatusMany([kept, refused], "archived", OWNER, AT);
      if (store.sql.dialect === "sqlite") {
        await store.sql.query(`CREATE TRIGGER refuse_one BEFORE UPDATE ON enquiries WHEN NEW.id = ${refused} BEGIN SELECT RAISE(ABORT, 'refused'); END`);
      } else {
        await store.sql.query(`CREATE OR REPLACE FUNCTION refuse_one() RETURNS trigger AS $$ BEGIN IF NEW.id = ${refused} THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
        await store.sql.query("CREATE TRIGGER refuse_one BEFORE UPDATE ON enquiries FOR EACH ROW EXECUTE FUNCTION refuse_one()");
      }
      try {
        await expect(inbox.undoBulk(AT, OWNER, AT + 1_000)).rejects.toThrow(/refused/);
      } finally {
        await store.sql.query(store.sql.dialect === "sqlite" ? "DROP TRIGGER refuse_one" : "DROP TRIGGER refuse_one ON enquiries");
      }
      expect(await statuses([kept, refused])).toEqual(["archived", "archived"]);
      expect(await inbox.events(kept)).toHaveLength(2);
    });

    it("moves Archived and Spam back to the inbox as they were there, and leaves the rest", async () => {
      const repliedArchived = await withStatus("replied");
      await inbox.setStatus(repliedArchived, "archived", OWNER, { now: AT - 1_000 });
      const newSpam = await withStatus("spam");
      const readSpamArchived = await withStatus("read");
      await inbox.setStatus(readSpamArchived, "spam", OWNER, { now: AT - 2_000 });
      await inbox.setStatus(readSpamArchived, "archived", OWNER, { now: AT - 1_000 });
      const inInbox = await withStatus("replied", "already in the inbox");
      const ids = [repliedArchived, newSpam, readSpamArchived, inInbox];
      expect(await inbox.moveToInbox([...ids, 99_999], OWNER, AT)).toBe(3);
      expect(await statuses(ids)).toEqual(["replied", "new", "read", "replied"]);
      expect(await details(newSpam)).toEqual([
        ["New → Spam", AT - 60_000],
        ["Spam → New", AT],
      ]);
      expect(await inbox.events(inInbox)).toHaveLength(1);
      // Undone like any bulk action.
      expect(await inbox.undoBulk(AT, OWNER, AT + 3_000)).toEqual({ late: false, restored: 3, changed: 3 });
      expect(await statuses(ids)).toEqual(["archived", "spam", "archived", "replied"]);
    });

    it("moves an enquiry with no recorded status back as Read", async () => {
      const { id } = await store.addEnquiry(newEnquiry({ name: "Imported as spam" }));
      await store.sql.query("UPDATE enquiries SET status = 'spam' WHERE id = ?", [id]);
      expect(await inbox.moveToInbox([id], OWNER, AT)).toBe(1);
      expect(await statuses([id])).toEqual(["read"]);
    });

    it("never turns a Replied enquiry back into Read, one at a time or in bulk", async () => {
      const replied = await withStatus("replied");
      const fresh = await withStatus("new");
      expect(await inbox.setStatus(replied, "read", OWNER, { now: AT })).toBe(false);
      expect(await inbox.setStatusMany([replied, fresh], "read", OWNER, AT)).toEqual({ found: 1, changed: 1 });
      expect(await statuses([replied, fresh])).toEqual(["replied", "read"]);
      expect(await inbox.events(replied)).toHaveLength(1);
      // Out of Archived, Read is still a way back to the inbox.
      const archived = await withStatus("archived");
      expect(await inbox.setStatus(archived, "read", OWNER, { now: AT })).toBe(true);
    });
  });
}
