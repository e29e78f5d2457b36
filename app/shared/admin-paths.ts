/**
 * Where the owner's inbox is. It has one spelling, /admin; React Router matches routes in any
 * case and percent-decoded, so "/ADMIN" or "/%61dmin" would reach it too. The server answers
 * those itself (server/http/inbox-spelling.ts), and everything that keeps the inbox private
 * asks isInboxPath, so that no spelling slips past.
 */

/** The owner's inbox and everything under it, spelt the site's way (not /administrator or /admin-foo). */
/**
 * An enquiry's page in the owner's inbox: the path the mail, the push and the webhook link to.
 * The inbox's list adds its own query (`inboxQuery(filters)`, page included), so that the
 * enquiry page's Next, Previous and 'Back to the inbox' stay within the list the owner came from.
 */
export function enquiryPath(id: number, listQuery = ""): string {
  return `/admin/enquiries/${id}${listQuery}`;
}

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname === "/admin.data" || pathname.startsWith("/admin/");
}

/** A path segment as React Router matches it: percent-decoded once (an encoded "/" stays "%2F"), in lower case. */
function routedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\//g, "%2F").toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Whether React Router would route this path (dot segments already resolved, as URL parsing
 * does) to the inbox, however it is spelt: "/ADMIN", "/Admin/sign-in", "/%61dmin".
 */
export function isInboxPath(pathname: string): boolean {
  return isAdminPath(pathname.split("/").map(routedSegment).join("/"));
}

/**
 * The inbox path spelt the site's way, for a path that reaches the inbox spelt another way: its
 * first segment written "admin" (or "admin.data"), the rest as it came ("/ADMIN/Enquiries/7" is
 * "/admin/Enquiries/7", which React Router routes alike). Null for a path spelt /admin… already,
 * and for any path that is not the inbox.
 */
export function canonicalInboxPath(pathname: string): string | null {
  if (isAdminPath(pathname) || !isInboxPath(pathname)) return null;
  const [, first = "", ...rest] = pathname.split("/");
  return ["", routedSegment(first), ...rest].join("/");
}
