/**
 * The server's VAPID identity (RFC 8292), which every push it sends is signed with and which
 * the browser subscribes with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when the operator set
 * them, else a pair made at first start and kept in the settings table, so every instance on
 * the database signs with the same pair (INSERT … ON CONFLICT DO NOTHING: two instances
 * starting together both read the one pair that was inserted first).
 */
import webPush from "web-push";
import type { EnquiryStore } from "../enquiries/store";

export type VapidKeys = { publicKey: string; privateKey: string };

const SETTING = "vapid_keys";

export async function vapidKeys(store: Pick<EnquiryStore, "setting">, configured: Partial<VapidKeys>): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const stored = await store.setting(SETTING, () => JSON.stringify(webPush.generateVAPIDKeys()));
  const { publicKey, privateKey } = JSON.parse(stored) as VapidKeys;
  return { publicKey, privateKey };
}

/**
 * Who push services may contact about this server's pushes: VAPID_SUBJECT, else the site
 * when SITE_URL is https, else the first owner's address (push services take https: and
 * mailto: only).
 */
export function vapidSubject({ configured, siteUrl, firstOwner }: { configured?: string; siteUrl: string; firstOwner: string | null }): string {
  if (configured) return configured;
  const site = new URL(siteUrl);
  if (site.protocol === "https:") return site.origin;
  return `mailto:${firstOwner ?? "owner@localhost"}`;
}
