/**
 * Backups that restore (issue 36, item 8), against the built server on SQLite and PostgreSQL:
 * `npm run backup` while a load of enquiries is posted, the copy restored by `npm run restore`
 * into a fresh database holds every row it took, consistently; restore is refused while the site
 * runs on the database; a restored database serves the same inbox to a signed-in owner. Needs a
 * build (`npm test` does it first).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseTarget } from "../../server/config";
import type { EnquiryStore } from "../../server/enquiries/store";
import { ROOT, startSite, type RunningSite } from "../../scripts/lib/local-site";
import { everyRow, openStore } from "../support/backups";
import { scratchDatabases } from "../support/databases";
import { operatorCommand } from "../support/operator-commands";
import { ownerCli, OWNER_EMAIL, signedInCookie } from "../support/owner";

const scratch = await scratchDatabases();
const tempDir = mkdtempSync(path.join(tmpdir(), "backups-site-"));
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
let count = 0;

const kinds: Array<{ name: string; skip?: string; fresh(): Promise<{ url: string; target: DatabaseTarget }> }> = [
  {
    name: "SQLite",
    async fresh() {
      const file = path.join(tempDir, `site-${++count}`, "enquiries.db");
      return { url: `sqlite:${file}`, target: { kind: "sqlite", file } };
    },
  },
  {
    name: "PostgreSQL",
    skip: "skipped" in scratch.postgres ? scratch.postgres.skipped : undefined,
    async fresh() {
      const { url } = await scratch.freshPostgres();
      return { url, target: { kind: "postgres", url } };
    },
  },
];

async function postEnquiry(site: RunningSite, n: number): Promise<number> {
  const response = await fetch(`${site.url}/contact`, {
    method: "POST",
    headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: `Loaded Visitor ${n}`, email: `load${n}@example.in`, phone: "", businessName: "", service: "Meta Ads", message: `Enquiry number ${n} under load.` }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The names on the inbox's first page and its count line, as a signed-in owner reads /admin. */
async function inboxOf(site: RunningSite, store: EnquiryStore): Promise<{ count: string; names: string[] }> {
  const html = await (await fetch(`${site.url}/admin?status=all`, { headers: { Cookie: await signedInCookie(site, store) } })).text();
  const names = [...html.matchAll(/truncate text-base text-ink[^"]*">([^<]*)</g)].map((match) => match[1]!);
  return { count: /(\d+ enquir(?:y|ies)(?:, page \d+ of \d+)?)/.exec(html)?.[1] ?? "none", names };
}

for (const kind of kinds) {
  describe.skipIf(Boolean(kind.skip))(`backups of the running site on ${kind.name}`, () => {
    let site: RunningSite;
    let live: { url: string; target: DatabaseTarget };
    let store: EnquiryStore;
    const backupDir = path.join(tempDir, `backups-${kind.name}`);
    const env = () => ({ DATABASE_URL: live.url, BACKUP_DIR: backupDir });

    beforeAll(async () => {
      live = await kind.fresh();
      expect(ownerCli(live.url, "add", OWNER_EMAIL).status).toBe(0);
      site = await startSite({ env: { ...env(), CONTACT_RATE_LIMIT: "10000" } });
      store = await openStore(live.target);
    });
    afterAll(async () => {
      await store?.close();
      await site?.stop();
    });

    it("backs up while enquiries are posted; the copy restores into a fresh database whole and consistent", { timeout: 120_000 }, async () => {
      for (let n = 0; n < 5; n++) expect(await postEnquiry(site, n)).toBe(200);
      let posting = true;
      let next = 5;
      const statuses: number[] = [];
      const load = Array.from({ length: 4 }, async () => {
        while (posting) statuses.push(await postEnquiry(site, next++));
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const answeredBefore = statuses.length;
      const backup = await operatorCommand("backup", env());
      const answeredDuring = statuses.length - answeredBefore;
      // Some stored after the copy for sure: posted after it ended.
      const enough = statuses.length + 8;
      while (statuses.length < enough) await new Promise((resolve) => setTimeout(resolve, 20));
      posting = false;
      await Promise.all(load);
      expect(backup.stderr).toBe("");
      expect(backup.status).toBe(0);
      const file = /^Backed up to (.+)$/m.exec(backup.stdout)![1]!;
      expect(answeredDuring, "enquiries answered while the backup ran").toBeGreaterThan(0);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);

      const fresh = await kind.fresh();
      const restored = await operatorCommand("restore", { DATABASE_URL: fresh.url }, file, "--yes");
      expect(restored.stderr).toBe("");
      expect(restored.stdout).toContain(`Restored ${file}`);
      const copy = await openStore(fresh.target);
      try {
        // A snapshot: the first enquiries, each exactly as stored, each with its mail; none half-written.
        const inCopy = await copy.sql.query("SELECT * FROM enquiries ORDER BY id");
        const inLive = await store.sql.query("SELECT * FROM enquiries ORDER BY id");
        expect(inCopy.length).toBeGreaterThanOrEqual(5);
        expect(inCopy.length, `${inCopy.length} in the copy, ${inLive.length} stored, ${answeredDuring} answered while it was taken`).toBeLessThan(inLive.length);
        expect(inCopy).toEqual(inLive.slice(0, inCopy.length));
        expect((await copy.sql.query("SELECT enquiry_id FROM mail_outbox ORDER BY enquiry_id")).map((row) => Number(row.enquiry_id))).toEqual(inCopy.map((row) => Number(row.id)));
        expect(await copy.sql.query("SELECT email FROM owners")).toEqual([{ email: OWNER_EMAIL }]);
      } finally {
        await copy.close();
      }
    });

    it("refuses to restore while the site runs on the database, and changes nothing", async () => {
      const [file] = (await operatorCommand("backup", env())).stdout.match(/\/\S+$/m)!;
      const before = await everyRow(store.sql);
      const refused = await operatorCommand("restore", env(), file, "--yes");
      expect(refused.status).toBe(2);
      expect(refused.stderr).toMatch(kind.name === "SQLite" ? /^Refused: the site is running on this database \(or another command has it open\): stop it first, then restore\. Nothing changed\.\n$/ : /^Refused: the site is running on this database \(1 instance holds it, or another restore does\): stop every instance first, then restore\. Nothing changed\.\n$/);
      expect(await everyRow(store.sql)).toEqual(before);
    });

    it("a database restored from a backup of the stopped site holds every row and serves the same inbox", { timeout: 120_000 }, async () => {
      const inbox = await inboxOf(site, store);
      expect(inbox.names.length).toBeGreaterThan(5);
      await store.close();
      await site.stop();
      const backup = await operatorCommand("backup", env());
      expect(backup.status).toBe(0);
      const file = /^Backed up to (.+)$/m.exec(backup.stdout)![1]!;
      const fresh = await kind.fresh();
      expect((await operatorCommand("restore", { DATABASE_URL: fresh.url }, file, "--yes")).status).toBe(0);
      store = await openStore(live.target);
      const copy = await openStore(fresh.target);
      try {
        expect(await everyRow(copy.sql)).toEqual(await everyRow(store.sql));
        const restoredSite = await startSite({ env: { DATABASE_URL: fresh.url, BACKUP_DIR: path.join(tempDir, `restored-${kind.name}`) } });
        try {
          expect(await inboxOf(restoredSite, copy)).toEqual(inbox);
        } finally {
          await restoredSite.stop();
        }
      } finally {
        await copy.close();
      }
    });
  });
}

describe("a failed daily backup", () => {
  let site: RunningSite;
  let store: EnquiryStore;

  beforeAll(async () => {
    const live = await kinds[0]!.fresh();
    expect(ownerCli(live.url, "add", OWNER_EMAIL).status).toBe(0);
    // BACKUP_DIR under a file: no folder can be made there (as root too).
    const blocked = path.join(tempDir, "a-file");
    writeFileSync(blocked, "");
    site = await startSite({ env: { DATABASE_URL: live.url, BACKUP_DIR: path.join(blocked, "backups") } });
    store = await openStore(live.target);
  });
  afterAll(async () => {
    await store?.close();
    await site?.stop();
  });

  it("is logged, shown to the owner on the inbox in the owner's language, and the site serves on", async () => {
    const cookie = await signedInCookie(site, store);
    let html = "";
    for (let tries = 0; tries < 50 && !html.includes('data-testid="backup-failed"'); tries++) {
      html = await (await fetch(`${site.url}/admin`, { headers: { Cookie: cookie } })).text();
      if (!html.includes('data-testid="backup-failed"')) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(html).toContain("The daily backup failed");
    expect(html).toMatch(/Reason:(<!-- -->)? <span lang="en">ENOTDIR: not a directory, mkdir &#x27;[^&]*a-file\/backups&#x27;<\/span>/);
    expect(html).toContain("The site keeps working, and the server tries again every hour.");
    expect(site.output()).toMatch(/Backup failed \(ENOTDIR: not a directory, mkdir '[^']*a-file\/backups'\); the site keeps running, and the next try is within the hour\./);
    await store.sql.query("UPDATE owner_settings SET language = 'ta'");
    const tamil = await (await fetch(`${site.url}/admin`, { headers: { Cookie: cookie } })).text();
    expect(tamil).toContain("தினசரி பேக்கப் தோல்வியடைந்தது");
    expect(tamil).toContain("வெப்சைட் வழக்கம்போல் இயங்குகிறது");
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
    expect(await postEnquiry(site, 1)).toBe(200);
  });
});

it("the privacy page says, in both languages, how long a backup keeps an erased person", () => {
  const built = (page: string) => readFileSync(path.join(ROOT, "build/client", page, "index.html"), "utf8");
  expect(built("privacy-policy")).toContain("When we erase your details, we erase them from these backups too: usually within a day, and always within 14 days.");
  expect(built("ta/privacy-policy")).toContain("உங்கள் விவரங்களை நீக்கும்போது இந்தப் பேக்கப்களிலிருந்தும் நீக்குகிறோம்: பொதுவாக ஒரு நாளுக்குள், எப்படியும் 14 நாட்களுக்குள்.");
});
