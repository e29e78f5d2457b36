/**
 * The session check every /admin loader and action makes itself (there is no protected
 * layout a route could forget): the signed-in owner, or no enquiry data at all. Pages
 * redirect to the sign-in; data requests, downloads and what the inbox's script fetches
 * (`download: true`: /admin/export.csv, /admin/live) answer 401. That a change comes from
 * the inbox's own pages the server has checked before any route runs (server/http/same-origin.ts).
 */
import { data, redirect } from "react-router";
import { browserLang, type Lang } from "~/shared/lang";
import { errorMessage } from "~/components/admin/error-copy";
import type { RouterContextProvider } from "react-router";
import { readSessionToken, sessionClearCookie, sessionSetCookie, type OwnerSession } from "../../../server/auth/sessions";
export { signedInRecently } from "../../../server/auth/sessions";
export { hasWayBackIn } from "../../../server/auth/way-back-in";
import { adminContext, dataRequestContext, type AdminServices, clientAddressContext } from "../../../server/http/request-context";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export type SignedIn = AdminServices & {
  session: OwnerSession;
  /** The inbox's language for this owner (their choice at /admin/settings; at first, their browser's). */
  lang: Lang;
  /** Headers the answer must carry: no-store, and the renewed cookie when the session slid on. */
  headers: Headers;
};

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** The inbox's services; a 503 in the asking browser's language (English without a request) on a server without them. */
export function adminServices(context: Readonly<RouterContextProvider>, request?: Request): AdminServices {
  const services = context.get(adminContext);
  if (!services) {
    const lang = request ? requestLang(request) : "en";
    throw data({ message: errorMessage(503, lang), lang }, { status: 503 });
  }
  return services;
}

export async function requireOwner({ request, context }: Args, { download = false }: { download?: boolean } = {}): Promise<SignedIn> {
  const services = adminServices(context, request);
  await services.auth.ready();
  const token = await readSessionToken(request.headers.get("Cookie"));
  const session = await services.auth.sessions.find(token);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (!session) {
    if (token) headers.append("Set-Cookie", await clearSessionCookie(request));
    // Nobody is signed in, so no owner's language is known: the browser's.
    const lang = requestLang(request);
    if (download || context.get(dataRequestContext)) throw data({ message: errorMessage(401, lang), lang }, { status: 401, headers });
    const url = new URL(request.url);
    const next = url.pathname === "/admin" && !url.search ? "" : `?next=${encodeURIComponent(url.pathname + url.search)}`;
    throw redirect(`/admin/sign-in${next}`, { headers });
  }
  if (session.refreshed) headers.append("Set-Cookie", await sessionSetCookie(token!, { secure: isHttps(request) }));
  const { language } = await services.settings.read(session.ownerId, requestLang(request));
  return { ...services, session, headers, lang: language };
}

/**
 * Signs the owner in on this browser: the session row and its cookie. The session the
 * browser's old cookie held, if any, ends on the server in the same write: the new cookie
 * replaces it, and a copy of the old one signs nobody in.
 */
export async function startSession(
  services: AdminServices,
  request: Request,
  ownerId: number,
  method: OwnerSession["method"],
): Promise<string> {
  const previous = await readSessionToken(request.headers.get("Cookie"));
  const token = await services.auth.sessions.create(ownerId, method, request.headers.get("User-Agent"), Date.now(), previous);
  return sessionSetCookie(token, { secure: isHttps(request) });
}

/** The session this browser is signed in with, if any (for pages a signed-out owner may see). */
export async function currentSession(services: AdminServices, request: Request): Promise<OwnerSession | null> {
  return services.auth.sessions.find(await readSessionToken(request.headers.get("Cookie")));
}

/** Who is asking, for the sign-in limits: the client's address as the contact form counts it. */
export function clientKey(context: Readonly<RouterContextProvider>): string {
  return context.get(clientAddressContext);
}

/**
 * The language of the inbox for a request with no signed-in owner (the sign-in pages): the
 * browser's. A signed-in owner's is their own setting (`requireOwner`'s `lang`).
 */
export function requestLang(request: Request): Lang {
  return browserLang(request.headers.get("Accept-Language"));
}

/** A Set-Cookie that removes the session cookie from this browser. */
export function clearSessionCookie(request: Request): Promise<string> {
  return sessionClearCookie({ secure: isHttps(request) });
}
