import { createContext } from "react-router";
import type { OwnerAuth } from "../../server/auth/owner-auth";
import type { EnquiryInbox } from "../../server/inbox/inbox";

/**
 * What the /admin routes work with, set per request by the production server
 * (server/app.ts). Null where no server provides it: the routes then answer 503.
 */
export type AdminServices = { auth: OwnerAuth; inbox: EnquiryInbox };
export const adminContext = createContext<AdminServices | null>(null);

/**
 * Whether the request is a React Router data request (`/admin/….data`): React Router strips
 * the suffix before the loader sees the URL, so the server says so. Signed-out data requests
 * answer 401 instead of a redirect.
 */
export const dataRequestContext = createContext<boolean>(false);
