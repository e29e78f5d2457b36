/**
 * The owner's sign-in form, shared by the page and its action, and the rule for an owner's
 * address (also used by `npm run owner`): trimmed and lower-cased, so "Owner@Shop.in " and
 * "owner@shop.in" are one owner.
 */
import { z } from "zod/mini";

export const ownerEmailSchema = z.pipe(
  z.string({ error: "Please enter your email address." }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, "Please enter your email address."),
    z.maxLength(254, "That email address is too long."),
    z.email("Please enter a valid email address, like name@example.com."),
  ),
  z.string(),
);

export const signInSchema = z.object({ email: ownerEmailSchema });

/** Where to go after signing in: only a path inside the inbox, never another site. */
export function safeNextPath(value: string | null | undefined): string {
  if (!value || !/^\/admin(\/[A-Za-z0-9._~\-/]*)?(\?[A-Za-z0-9._~\-=&%+]*)?$/.test(value) || /\/\/|\/\.\.?(\/|$|\?)/.test(value)) return "/admin";
  return value;
}
