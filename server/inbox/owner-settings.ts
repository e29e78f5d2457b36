/**
 * Each owner's own settings (migration 12): the inbox's language, and the reply text per
 * language (`replyTemplates`, JSON checked by app/shared/reply-templates.ts where it is read).
 * The language follows the browser once: the first time an owner is seen without a row, the
 * browser's language is stored, and from then on only /admin/settings changes it.
 */
import { isLang, type Lang } from "../../app/shared/lang";
import type { SqlDatabase } from "../db/sql";

type OwnerSettingsRow = { language: Lang; replyTemplates: string | null };

export class OwnerSettings {
  constructor(private readonly sql: SqlDatabase) {}

  /** The owner's settings; when there are none yet, `browser` becomes the stored language. */
  async read(ownerId: number, browser: Lang, now = Date.now()): Promise<OwnerSettingsRow> {
    const found = await this.find(ownerId);
    if (found) return found;
    // Two first requests at once both insert: the first wins, the second reads it.
    await this.sql.query("INSERT INTO owner_settings (owner_id, language, reply_templates, updated_at) VALUES (?, ?, NULL, ?) ON CONFLICT (owner_id) DO NOTHING", [ownerId, browser, now]);
    return (await this.find(ownerId)) ?? { language: browser, replyTemplates: null };
  }

  async setLanguage(ownerId: number, language: Lang, now = Date.now()): Promise<void> {
    await this.sql.query(
      "INSERT INTO owner_settings (owner_id, language, reply_templates, updated_at) VALUES (?, ?, NULL, ?) ON CONFLICT (owner_id) DO UPDATE SET language = excluded.language, updated_at = excluded.updated_at",
      [ownerId, language, now],
    );
  }

  /** Stores the reply templates' JSON (already validated), or NULL for the built-in text. */
  async setReplyTemplates(ownerId: number, language: Lang, json: string | null, now = Date.now()): Promise<void> {
    await this.sql.query(
      "INSERT INTO owner_settings (owner_id, language, reply_templates, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (owner_id) DO UPDATE SET reply_templates = excluded.reply_templates, updated_at = excluded.updated_at",
      [ownerId, language, json, now],
    );
  }

  /** The owner's stored language, or null when they have none yet (nothing is stored by asking). */
  async storedLanguage(ownerId: number): Promise<Lang | null> {
    return (await this.find(ownerId))?.language ?? null;
  }

  /**
   * The language of a mail to `address` that is no one owner's own (the new-enquiry mail to the
   * agency's NOTIFY_EMAIL): the language of the owner with that address if it is one's; else
   * the language most owners chose; English on a tie or with no owner
   * (docs/decisions/0084-no-english-on-a-tamil-inbox.md).
   */
  async mailLanguage(address: string | undefined): Promise<Lang> {
    const [own] = address
      ? await this.sql.query("SELECT s.language FROM owners o JOIN owner_settings s ON s.owner_id = o.id WHERE LOWER(o.email) = LOWER(?)", [address.trim()])
      : [];
    if (own && isLang(own.language)) return own.language;
    const counts = await this.sql.query("SELECT language, COUNT(*) AS owners FROM owner_settings GROUP BY language");
    const owners = (lang: Lang) => Number(counts.find((row) => row.language === lang)?.owners ?? 0);
    return owners("ta") > owners("en") ? "ta" : "en";
  }

  private async find(ownerId: number): Promise<OwnerSettingsRow | null> {
    const [row] = await this.sql.query("SELECT language, reply_templates FROM owner_settings WHERE owner_id = ?", [ownerId]);
    if (!row) return null;
    return { language: isLang(row.language) ? row.language : "en", replyTemplates: row.reply_templates == null ? null : String(row.reply_templates) };
  }
}
