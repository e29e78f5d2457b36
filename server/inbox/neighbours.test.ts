/** The enquiry page's Previous and Next (issue 30) on both databases: the list's own filters and order. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newEnquiry, storeImplementations } from "../../tests/support/stores";
import { readInboxFilters } from "../../app/shared/inbox";
import type { EnquiryStore } from "../enquiries/store";
import { EnquiryInbox } from "./inbox";

const implementations = await storeImplementations();
const filters = (query = "") => readInboxFilters(new URLSearchParams(query));

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`EnquiryInbox.neighbours: ${implementation.name}`, () => {
    let store: EnquiryStore;
    let inbox: EnquiryInbox;

    beforeEach(async () => {
      store = await implementation.open();
      inbox = new EnquiryInbox(store.sql);
    });
    afterEach(() => store.close());

    const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6, 0));
    async function add(overrides: Parameters<typeof newEnquiry>[0] = {}) {
      return (await store.addEnquiry(newEnquiry(overrides))).id;
    }

    it("gives the one above as Previous and the one below as Next, in the list's order (newest first, then the higher id)", async () => {
      const oldest = await add({ createdAt: at(1) });
      // Two at the same instant: the list shows the higher id first.
      const twinA = await add({ createdAt: at(2) });
      const twinB = await add({ createdAt: at(2) });
      const newest = await add({ createdAt: at(3) });
      const listed = (await inbox.list(filters())).enquiries.map((e) => e.id);
      expect(listed).toEqual([newest, twinB, twinA, oldest]);
      for (const [index, id] of listed.entries()) {
        expect(await inbox.neighbours(id, filters()), `enquiry ${index}`).toEqual({ previous: listed[index - 1] ?? null, next: listed[index + 1] ?? null });
      }
    });

    it("stays within the filters and the search, skipping what they leave out", async () => {
      const first = await add({ name: "Meena", service: "Website Development", createdAt: at(1) });
      await add({ name: "Kumar", service: "Website Development", createdAt: at(2) });
      const spam = await add({ name: "Meena spam", service: "Website Development", createdAt: at(3) });
      await inbox.setStatus(spam, "spam", "owner@shop.in");
      const other = await add({ name: "Meena", service: "Meta Ads", createdAt: at(4) });
      const last = await add({ name: "Meena", service: "Website Development", createdAt: at(5) });
      expect(await inbox.neighbours(first, filters("q=meena"))).toEqual({ previous: other, next: null });
      expect(await inbox.neighbours(other, filters("q=meena"))).toEqual({ previous: last, next: first });
      expect(await inbox.neighbours(last, filters("q=meena&service=Website+Development"))).toEqual({ previous: null, next: first });
      expect(await inbox.neighbours(last, filters("status=all&q=meena"))).toEqual({ previous: null, next: other });
      expect(await inbox.neighbours(other, filters("status=all&q=meena"))).toEqual({ previous: last, next: spam });
    });

    it("places an enquiry the filter no longer matches (a New one opened is Read) where it was", async () => {
      const older = await add({ createdAt: at(1) });
      const opened = await add({ createdAt: at(2) });
      const newer = await add({ createdAt: at(3) });
      await inbox.setStatus(opened, "read", "owner@shop.in");
      expect(await inbox.neighbours(opened, filters("status=new"))).toEqual({ previous: newer, next: older });
    });

    it("has no neighbours for an enquiry that does not exist", async () => {
      await add();
      expect(await inbox.neighbours(9999, filters())).toEqual({ previous: null, next: null });
    });
  });
}
