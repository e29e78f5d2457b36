/** What the site runs besides its pages: the enquiry store and its outbox worker, and the owner's inbox and alerts. */
import { buildEnv } from "~/shared/build-env";
import { siteIdentity } from "~/shared/site";
import { OwnerAlerts } from "./alerts/owner-alerts";
import { rollUpAndPurge, startHourlyRollUp } from "./analytics/daily-totals";
import { Insights } from "./analytics/insights";
import { SiteAnalytics } from "./analytics/site-analytics";
import { OwnerAuth } from "./auth/owner-auth";
import type { ServerConfig } from "./config";
import { EnquiryService } from "./enquiries/service";
import type { AdminServices } from "./http/request-context";
import { OwnerSettings } from "./inbox/owner-settings";
import { EnquiryInbox } from "./inbox/inbox";
import { startRepeating, type RepeatingTask } from "./repeating-task";

const DAY_MS = 24 * 60 * 60_000;

export type SiteServices = {
  enquiries: EnquiryService;
  admin: AdminServices;
  /** The repeating jobs: the daily sweeps of ended sessions, links and sign-in mails (server/auth/sweep.ts) and of enquiries past their retention (server/enquiries/erasure.ts), and the hourly analytics roll-up (server/analytics/daily-totals.ts). */
  sweep: { stop(): Promise<void> };
  /** The counting (server/analytics): the visitor hash and the events' queue, written each second. */
  analytics: SiteAnalytics;
};

/**
 * Opens and migrates the enquiry store, starts the mail worker (with the owner's pushes and the
 * webhook), the daily sweeps, the counting's writes and its hourly roll-up, and sets up the owner's inbox.
 */
export async function openServices(config: ServerConfig): Promise<SiteServices> {
  const enquiries = await EnquiryService.open(config);
  const alerts = new OwnerAlerts(enquiries.store, config, {
    siteUrl: buildEnv.siteUrl,
    ready: () => enquiries.ready(),
    onQueued: () => enquiries.worker.notify(),
  });
  enquiries.addChannel(alerts.channel);
  const analytics = new SiteAnalytics(enquiries.store.sql, {
    enabled: config.ANALYTICS === "on",
    siteHost: new URL(buildEnv.siteUrl).host,
    ready: () => enquiries.ready(),
    maxEventsPerDay: config.ANALYTICS_MAX_EVENTS_PER_DAY,
  });
  enquiries.countWith(analytics);
  await enquiries.start();
  analytics.start();
  const auth = new OwnerAuth(enquiries.store.sql, {
    siteUrl: buildEnv.siteUrl,
    siteName: siteIdentity.name,
    mailConfigured: Boolean(config.SMTP_URL),
    ready: () => enquiries.ready(),
    onMailQueued: () => enquiries.worker.notify(),
  });
  const sweeps: RepeatingTask[] = [
    auth.startSweep(),
    startRepeating(() => enquiries.purgeExpired(), { everyMs: DAY_MS, failure: (message) => `Purge of enquiries past RETENTION_DAYS failed (${message}); next try in a day.` }),
    startHourlyRollUp(async () => {
      await enquiries.ready();
      return rollUpAndPurge(enquiries.store.sql, { now: Date.now(), retentionDays: config.ANALYTICS_RETENTION_DAYS });
    }),
  ];
  return {
    enquiries,
    admin: { auth, inbox: new EnquiryInbox(enquiries.store.sql), alerts, insights: new Insights(enquiries.store.sql), settings: new OwnerSettings(enquiries.store.sql) },
    sweep: { stop: async () => void (await Promise.all(sweeps.map((task) => task.stop()))) },
    analytics,
  };
}
