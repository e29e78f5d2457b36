/**
 * A notice for the next inbox page only ('You are signed out.', 'Erased 3 enquiries.', '3 enquiries archived'): a
 * cookie the redirect sets and the next page's loader reads and removes at once. A query
 * parameter would stay in the address, and so in the history, a bookmark, a restored tab or the
 * installed app reopening where it was left, and show the notice again on a later visit.
 * Path=/ so the inbox's data requests (/admin.data) carry it too; one minute, so a notice that
 * no page read does not wait for the next day.
 */
import { createCookie } from "react-router";
import { z } from "zod/mini";
import { isHttps } from "~/routes/admin/owner-session.server";
import { BULK_ACTIONS } from "~/shared/inbox";

const noticeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("signed-out") }),
  z.object({ kind: z.literal("erased"), enquiries: z.number().check(z.int(), z.nonnegative()) }),
  // The list's bulk action: how many enquiries now have the status (or moved to the inbox), and
  // the action's time when it changed any, which its Undo posts back.
  z.object({ kind: z.literal("bulk"), action: z.enum(BULK_ACTIONS), enquiries: z.number().check(z.int(), z.nonnegative()), undoAt: z.nullable(z.number().check(z.int())) }),
  // An Undo: how many the action had changed, and how many of those went back.
  z.object({ kind: z.literal("undone"), changed: z.number().check(z.int(), z.nonnegative()), restored: z.number().check(z.int(), z.nonnegative()) }),
]);

export type AdminNotice = z.infer<typeof noticeSchema>;

const noticeCookie = createCookie("vd_admin_notice", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

/** The Set-Cookie that shows `notice` on the next page. */
export function flashNotice(request: Request, notice: AdminNotice): Promise<string> {
  return noticeCookie.serialize(notice, { secure: isHttps(request) });
}

/** The notice this request carries, if any; its removal is added to `headers`, so it shows once. */
export async function takeNotice(request: Request, headers: Headers): Promise<AdminNotice | null> {
  const cookies = request.headers.get("Cookie");
  if (!cookies?.includes("vd_admin_notice=")) return null;
  headers.append("Set-Cookie", await noticeCookie.serialize("", { secure: isHttps(request), maxAge: 0, expires: new Date(0) }));
  const parsed = noticeSchema.safeParse(await noticeCookie.parse(cookies).catch(() => null));
  return parsed.success ? parsed.data : null;
}
