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
import { DailyBackup } from "./backups/daily-backup";
import { holdSiteLock } from "./backups/site-lock";

const DAY_MS = 24 * 60 * 60_000;

export type SiteServices = {
  enquiries: EnquiryService;
  admin: AdminServices;
  /**
   * The repeating jobs: the daily sweeps of ended sessions, links and sign-in mails (server/auth/sweep.ts) and of enquiries past their retention (server/enquiries/erasure.ts), the hourly analytics roll-up (server/analytics/daily-totals.ts) and the daily backup (server/backups/daily-backup.ts);
   * and on PostgreSQL the site's lock that keeps `npm run restore` off the database while it runs (server/backups/site-lock.ts). `stop` ends them all.
   */
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
  // Taken before anything else can be: a restore never starts under a site that is starting.
  const siteLock = config.DATABASE_URL.kind === "postgres" ? holdSiteLock(config.DATABASE_URL.url) : null;
  const backups = new DailyBackup(enquiries.store.sql, config.DATABASE_URL, { dir: config.BACKUP_DIR, keep: config.BACKUP_KEEP, ready: () => enquiries.ready() });
  const sweeps: RepeatingTask[] = [
    startRepeating(() => backups.run(), { everyMs: backups.everyMs, failure: (message) => `Daily backup could not run (${message}); next try in an hour.` }),
    auth.startSweep(),
    startRepeating(() => enquiries.purgeExpired(), { everyMs: DAY_MS, failure: (message) => `Purge of enquiries past RETENTION_DAYS failed (${message}); next try in a day.` }),
    startHourlyRollUp(async () => {
      await enquiries.ready();
      return rollUpAndPurge(enquiries.store.sql, { now: Date.now(), retentionDays: config.ANALYTICS_RETENTION_DAYS });
    }),
  ];
  return {
    enquiries,
    admin: { auth, inbox: new EnquiryInbox(enquiries.store.sql), alerts, insights: new Insights(enquiries.store.sql), settings: new OwnerSettings(enquiries.store.sql), backups },
    sweep: {
      stop: async () => {
        await Promise.all(sweeps.map((task) => task.stop()));
        await siteLock?.release();
      },
    },
    analytics,
  };
}
