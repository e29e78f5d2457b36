import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storeImplementations } from "../../tests/support/stores";
import type { EnquiryStore } from "../enquiries/store";
import { OwnerAuth } from "../auth/owner-auth";
import { OwnerSettings } from "./owner-settings";

const implementations = await storeImplementations();

for (const implementation of implementations) {
  describe.skipIf(Boolean(implementation.skip))(`OwnerSettings: ${implementation.name}`, () => {
    let store: EnquiryStore;
    let settings: OwnerSettings;
    let ownerId: number;

    beforeEach(async () => {
      store = await implementation.open();
      settings = new OwnerSettings(store.sql);
      const auth = new OwnerAuth(store.sql, { siteUrl: "https://example.in", siteName: "Shop", ready: async () => undefined });
      await auth.owners.add("owner@shop.in");
      ownerId = (await auth.owners.find("owner@shop.in"))!.id;
    });
    afterEach(() => store.close());

    it("stores the browser's language the first time, and keeps it when another browser asks", async () => {
      expect(await settings.read(ownerId, "ta")).toEqual({ language: "ta", replyTemplates: null });
      expect(await settings.read(ownerId, "en")).toEqual({ language: "ta", replyTemplates: null });
    });

    it("two first reads at once agree on one row", async () => {
      const [first, second] = await Promise.all([settings.read(ownerId, "ta"), settings.read(ownerId, "ta")]);
      expect([first.language, second.language]).toEqual(["ta", "ta"]);
      const rows = await store.sql.query("SELECT COUNT(*) AS n FROM owner_settings");
      expect(Number(rows[0]!.n)).toBe(1);
    });

    it("setLanguage changes only the language; setReplyTemplates only the templates", async () => {
      await settings.setReplyTemplates(ownerId, "en", '{"ta":{}}');
      await settings.setLanguage(ownerId, "ta");
      expect(await settings.read(ownerId, "en")).toEqual({ language: "ta", replyTemplates: '{"ta":{}}' });
      await settings.setReplyTemplates(ownerId, "en", null);
      expect(await settings.read(ownerId, "en")).toEqual({ language: "ta", replyTemplates: null });
    });

    it("names the language of a mail to an address: its owner's, else the one most owners chose, English on a tie or without owners", async () => {
      expect(await settings.mailLanguage("agency@shop.in")).toBe("en");
      const auth = new OwnerAuth(store.sql, { siteUrl: "https://example.in", siteName: "Shop", ready: async () => undefined });
      const add = async (email: string) => (await auth.owners.add(email), (await auth.owners.find(email))!.id);
      const [second, third] = [await add("second@shop.in"), await add("third@shop.in")];
      await settings.setLanguage(ownerId, "en");
      await settings.setLanguage(second, "ta");
      expect(await settings.mailLanguage("agency@shop.in")).toBe("en");
      await settings.setLanguage(third, "ta");
      expect(await settings.mailLanguage("agency@shop.in")).toBe("ta");
      expect(await settings.mailLanguage(undefined)).toBe("ta");
      expect(await settings.mailLanguage(" Owner@Shop.in ")).toBe("en");
      expect(await settings.mailLanguage("second@shop.in")).toBe("ta");
    });

    it("goes with its owner", async () => {
      await settings.setLanguage(ownerId, "ta");
      await store.sql.query("DELETE FROM owners WHERE id = ?", [ownerId]);
      expect(await store.sql.query("SELECT * FROM owner_settings")).toEqual([]);
    });
  });
}
