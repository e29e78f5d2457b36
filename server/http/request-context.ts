/**
 * What the server hands the routes with each request (React Router's context): set by
 * server/http/react-router.ts (also under the dev server), read by route modules through their
 * `*.server.ts` files. Each key keeps a default for where no server sets it (pre-rendering,
 * React Router's own tooling).
 */
import { createContext } from "react-router";
import type { OwnerAlerts } from "../alerts/owner-alerts";
import type { Insights } from "../analytics/insights";
import type { OwnerAuth } from "../auth/owner-auth";
import type { DailyBackup } from "../backups/daily-backup";
import type { EnquiryService } from "../enquiries/service";
import type { EnquiryInbox } from "../inbox/inbox";
import type { OwnerSettings } from "../inbox/owner-settings";

/**
 * The client's address, canonical: the TCP peer, or the address a trusted proxy appended to
 * X-Forwarded-For (server/http/client-address.ts). What the rate limits count.
 */
export const clientAddressContext = createContext<string>("0.0.0.0");

/**
 * The Content-Security-Policy nonce of a server-rendered response, put on every inline script
 * by app/entry.server.tsx. Empty at build time: pre-rendered pages are covered by the hashes of
 * their inline scripts instead (scripts/csp-hashes.js), so no nonce is ever baked into a file.
 */
export const cspNonceContext = createContext<string>("");

/**
 * The enquiry service the server started, for the /contact action (also under `npm run dev`).
 * Null where no server provides one: the action then answers 503 like an unavailable database.
 */
export const enquiryServiceContext = createContext<EnquiryService | null>(null);

/** What the /admin routes work with. Null where no server provides it: the routes then answer 503. */
export type AdminServices = { auth: OwnerAuth; inbox: EnquiryInbox; alerts: OwnerAlerts; insights: Insights; settings: OwnerSettings; backups: Pick<DailyBackup, "lastFailure"> };
export const adminContext = createContext<AdminServices | null>(null);

/**
 * Whether the request is a React Router data request (`/admin/….data`): React Router strips
 * the suffix before the loader sees the URL, so the server says so. Signed-out data requests
 * answer 401 instead of a redirect.
 */
export const dataRequestContext = createContext<boolean>(false);
