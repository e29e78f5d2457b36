/**
 * Everything that signs an owner in or out, in one place for the /admin routes and the
 * `npm run owner` command: owners, sign-in links (mailed through the outbox, or printed),
 * sessions, passkeys, and the limits on sign-in requests.
 */
import { clientGroup } from "../http/client-address";
import { createRateLimit, type RateLimit, type RateLimitDecision } from "../rate-limits/rate-limit";
import { sqlRateLimitBackend } from "../rate-limits/sql-backend";
import type { Lang } from "../../app/shared/lang";
import type { SqlDatabase } from "../db/sql";
import { OwnerSettings } from "../inbox/owner-settings";
import { OwnerDirectory } from "./owners";
import { Passkeys, relyingParty } from "./passkeys";
import { OwnerSessions } from "./sessions";
import { signInMail } from "./sign-in-mail";
import { SIGN_IN_LINK_TTL_MS, SignInLinks, signInUrl } from "./sign-in-links";
import { startDailySweep, sweepEnded, type SweepCounts } from "./sweep";

/** Sign-in requests (mail or passkey) per client, and sign-in mails per address, per 15 minutes. */
const SIGN_IN_LIMITS = { perClient: 10, perAddress: 3, windowMs: 15 * 60_000 } as const;

type OwnerAuthOptions = {
  /** SITE_URL: the origin of the links in sign-in mails, and the passkeys' relying party (never the request's Host). */
  siteUrl: string;
  /** The site's name, in the mail and for passkeys. */
  siteName: string;
  /** Whether mail leaves the server (SMTP_URL is set): without it the sign-in page says no link will arrive. */
  mailConfigured?: boolean;
  /** Runs the migrations if they have not run yet (a database that was down at start-up). */
  ready?: () => Promise<void>;
  /** A mail was queued: deliver it now instead of at the next poll. */
  onMailQueued?: () => void;
};

export class OwnerAuth {
  readonly owners: OwnerDirectory;
  readonly links: SignInLinks;
  readonly sessions: OwnerSessions;
  readonly passkeys: Passkeys;
  private readonly perClient: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(
    private readonly sql: SqlDatabase,
    readonly options: OwnerAuthOptions,
  ) {
    this.owners = new OwnerDirectory(sql);
    this.links = new SignInLinks(sql);
    this.sessions = new OwnerSessions(sql);
    this.passkeys = new Passkeys(sql, { rp: relyingParty(options.siteUrl, options.siteName), onMailQueued: options.onMailQueued });
    // In the database, like the enquiry form's limit: shared by every instance, kept over a restart.
    const backend = sqlRateLimitBackend(sql, () => this.ready());
    const { perClient, perAddress, windowMs } = SIGN_IN_LIMITS;
    this.perClient = createRateLimit(backend, { name: "signin-client", limit: perClient, windowMs });
    this.perAddress = createRateLimit(backend, { name: "signin-address", limit: perAddress, windowMs });
  }

  ready(): Promise<void> {
    return this.options.ready?.() ?? Promise.resolve();
  }

  /** Deletes ended sessions and links and blanks expired sign-in mails (server/auth/sweep.ts). */
  async sweep(now = Date.now()): Promise<SweepCounts> {
    await this.ready();
    return sweepEnded(this.sql, now);
  }

  /** The daily sweep, first at once; the server starts it with the site and stops it on shutdown. */
  startSweep(): { stop(): Promise<void> } {
    return startDailySweep(() => this.sweep());
  }

  /** Counts one sign-in attempt (mail or passkey) by this client (an IPv6 client by its /64). */
  limitClient(clientIp: string): Promise<RateLimitDecision> {
    return this.perClient.consume(clientGroup(clientIp));
  }

  /**
   * Mails a sign-in link to `email` if it is an owner's; anyone else gets nothing. Either
   * way the caller shows the same answer. The link and its mail are stored in one
   * transaction, so an accepted request always has its mail on the way, SMTP up or down.
   */
  async requestLink(email: string, now = Date.now(), browser: Lang = "en"): Promise<RateLimitDecision> {
    const limit = await this.perAddress.consume(email.toLowerCase());
    if (!limit.allowed) return limit;
    const owner = await this.owners.find(email);
    if (!owner) return limit;
    const { token, statement } = this.links.prepare(owner.id, now);
    // The owner's inbox language; the browser's that asked, for an owner who has none yet.
    const lang = (await new OwnerSettings(this.sql).storedLanguage(owner.id)) ?? browser;
    const mail = signInMail(this.options.siteName, signInUrl(this.options.siteUrl, token), lang);
    await this.sql.batch([
      statement,
      // The mail dies with its link: not sent, and its text blanked by the sweep, after that.
      {
        sql: "INSERT INTO mail_outbox (recipient, subject, body, next_attempt_at, expires_at) VALUES (?, ?, ?, ?, ?)",
        params: [owner.email, mail.subject, mail.text, now, now + SIGN_IN_LINK_TTL_MS],
      },
    ]);
    this.options.onMailQueued?.();
    return limit;
  }
}
