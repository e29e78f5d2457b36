/**
 * The owner's reply text as the enquiry page and the settings page read it: what they saved
 * per language (checked again by the shared schema: stored text that no longer passes is
 * ignored), the built-in text for a language they have not changed.
 */
import type { RouterContextProvider } from "react-router";
import { BUILT_IN_TEMPLATES } from "~/components/admin/reply-links";
import { effectiveTemplates, readStoredTemplates, type ReplyTemplates, type StoredTemplates } from "~/shared/reply-templates";
import type { OwnerSession } from "../../../server/auth/sessions";
import type { AdminServices } from "../../../server/http/request-context";
import { adminServices } from "./owner-session.server";

/** What the owner saved, language by language (a language they have not changed is missing). */
export async function storedReplyTemplates(settings: AdminServices["settings"], ownerId: number): Promise<StoredTemplates> {
  // requireOwner has made the row already: the browser's language given here seeds nothing.
  const { replyTemplates } = await settings.read(ownerId, "en");
  return readStoredTemplates(replyTemplates);
}

/** Both languages' reply text for the signed-in owner: `replyTemplates: await replyTemplatesFor(args, session)` in a loader. */
export async function replyTemplatesFor(args: { context: Readonly<RouterContextProvider> }, session: Pick<OwnerSession, "ownerId">): Promise<ReplyTemplates> {
  return effectiveTemplates(await storedReplyTemplates(adminServices(args.context).settings, session.ownerId), BUILT_IN_TEMPLATES);
}
