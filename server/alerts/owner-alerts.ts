/**
 * The owner's alerts as the /admin routes and the server see them: the VAPID public key the
 * browser subscribes with, the owner's devices, subscribing and unsubscribing one, a test
 * notification, and the outbox channel that sends a push and the webhook call for each new
 * enquiry (alert-channel.ts). Built once by server/services.ts.
 */
import type { ServerConfig } from "../config";
import type { EnquiryStore } from "../enquiries/store";
import { deviceName } from "../auth/device-name";
import { AlertChannel } from "./alert-channel";
import { AlertStore } from "./alert-store";
import { readEndpoint, readSubscription } from "./subscription-input";
import { vapidKeys, vapidSubject, type VapidKeys } from "./vapid";

type AlertConfig = Pick<
  ServerConfig,
  "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "PUSH_ALLOW_LOOPBACK" | "NOTIFY_WEBHOOK_URL" | "NOTIFY_WEBHOOK_SECRET"
>;

type OwnerAlertsOptions = {
  /** SITE_URL: the webhook's inbox links, and the VAPID subject when it is https. */
  siteUrl: string;
  /** Runs the migrations if they have not run yet (a database that was down at start-up). */
  ready?: () => Promise<void>;
  /** Jobs were queued outside an enquiry (a test): deliver them now instead of at the next poll. */
  onQueued?: () => void;
  log?: Pick<Console, "info" | "warn">;
};

export type OwnerDevice = { endpoint: string; deviceName: string; createdAt: string };

/**
 * What a request changed, or the 4xx to answer: `refusal` names the owner's words for it
 * (app/routes/admin/push.server.ts), `message` says it in English for the log and the tests.
 */
type Change = { ok: true } | { ok: false; status: 400 | 404; refusal: "unreadable" | "notPushService" | "notYours"; message: string };

export class OwnerAlerts {
  readonly channel: AlertChannel;
  private readonly subscriptions: AlertStore;
  private keys: Promise<VapidKeys> | null = null;

  constructor(
    private readonly store: EnquiryStore,
    private readonly config: AlertConfig,
    private readonly options: OwnerAlertsOptions,
  ) {
    this.subscriptions = new AlertStore(store.sql);
    const webhook = config.NOTIFY_WEBHOOK_URL && config.NOTIFY_WEBHOOK_SECRET ? { url: config.NOTIFY_WEBHOOK_URL, secret: config.NOTIFY_WEBHOOK_SECRET } : undefined;
    this.channel = new AlertChannel({
      store: this.subscriptions,
      vapid: () => this.signing(),
      webhook,
      allowLoopback: config.PUSH_ALLOW_LOOPBACK,
      siteUrl: options.siteUrl,
      log: options.log,
    });
  }

  private async ready(): Promise<void> {
    await this.options.ready?.();
  }

  /** The key pair, read (or made) once per process; after a failure the next call tries again. */
  private vapidKeys(): Promise<VapidKeys> {
    this.keys ??= this.ready()
      .then(() => vapidKeys(this.store, { publicKey: this.config.VAPID_PUBLIC_KEY, privateKey: this.config.VAPID_PRIVATE_KEY }))
      .catch((error) => {
        this.keys = null;
        throw error;
      });
    return this.keys;
  }

  private async signing(): Promise<VapidKeys & { subject: string }> {
    const [owner] = await this.store.sql.query<{ email: string }>("SELECT email FROM owners ORDER BY id LIMIT 1");
    return { ...(await this.vapidKeys()), subject: vapidSubject({ configured: this.config.VAPID_SUBJECT, siteUrl: this.options.siteUrl, firstOwner: owner?.email ?? null }) };
  }

  /** The VAPID public key in base64url: the browser's applicationServerKey. */
  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  async devices(ownerId: number): Promise<OwnerDevice[]> {
    await this.ready();
    return (await this.subscriptions.subscriptions(ownerId)).map((row) => ({
      endpoint: row.endpoint,
      deviceName: row.deviceName,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }

  /**
   * Keeps the browser's subscription (the posted `PushSubscription.toJSON()`) for this owner;
   * past MAX_DEVICES_PER_OWNER the one subscribed longest ago goes (alert-store.ts).
   */
  async subscribe(ownerId: number, body: unknown, userAgent: string | null): Promise<Change> {
    const input = readSubscription(body, { allowLoopback: this.config.PUSH_ALLOW_LOOPBACK });
    if (!input.ok) return { ok: false, status: 400, refusal: input.problem === "endpoint" ? "notPushService" : "unreadable", message: input.message };
    await this.ready();
    await this.subscriptions.subscribe(ownerId, input.value, deviceName(userAgent));
    return { ok: true };
  }

  /** Removes this owner's subscription `{endpoint}`; another owner's is not theirs to remove (404). */
  async unsubscribe(ownerId: number, body: unknown): Promise<Change> {
    const endpoint = readEndpoint(body);
    if (!endpoint.ok) return { ok: false, status: 400, refusal: "unreadable", message: endpoint.message };
    await this.ready();
    if (await this.subscriptions.unsubscribe(ownerId, endpoint.value)) return { ok: true };
    return { ok: false, status: 404, refusal: "notYours", message: "This device has no notifications turned on for you." };
  }

  /** Queues a test notification to each of the owner's devices and sends it at once; how many devices. */
  async sendTest(ownerId: number): Promise<number> {
    await this.ready();
    const devices = await this.subscriptions.queueTest(ownerId);
    if (devices > 0) this.options.onQueued?.();
    return devices;
  }
}
