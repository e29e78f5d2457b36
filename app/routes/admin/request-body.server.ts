/**
 * How the inbox's actions read a post's body. A body the action cannot read (not a form, a
 * broken multipart body, one the server cut off at MAX_BODY_BYTES, JSON that does not parse)
 * is the client's mistake: it is answered 400, which app/entry.server.tsx does not log, instead
 * of failing the action with a 500 and a stack trace. The answer is thrown as a Response, so a
 * page's ErrorBoundary shows it and a resource route (the passkey steps) sends it as it is.
 */
import { errorMessage } from "~/components/admin/error-copy";
import { browserLang, type Lang } from "~/shared/lang";

/**
 * The 400, in `lang`: the signed-in owner's inbox language where the action knows it, else the
 * browser's. Its `lang` also tells a page's ErrorBoundary which language to show it in.
 */
function unreadable(request: Request, lang?: Lang): Response {
  const language = lang ?? browserLang(request.headers.get("Accept-Language"));
  return Response.json({ message: errorMessage(400, language), lang: language }, { status: 400, headers: { "Cache-Control": "no-store" } });
}

/** The posted form; throws a 400 when the body is not one. */
export async function readForm(request: Request, lang?: Lang): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw unreadable(request, lang);
  }
}

/** The posted JSON value; throws a 400 when the body is not JSON. */
export async function readJson(request: Request, lang?: Lang): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw unreadable(request, lang);
  }
}

/**
 * An action whose fields are all optional (a button posted as a form, or a fetch without a body):
 * an empty body is a form with no fields; anything but a form gets the same 400.
 */
export async function readEmptyOrForm(request: Request, lang?: Lang): Promise<FormData> {
  const body = await request.clone().arrayBuffer().catch(() => null);
  if (body?.byteLength === 0) return new FormData();
  return readForm(request, lang);
}
