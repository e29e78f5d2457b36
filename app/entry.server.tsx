/**
 * Server rendering (pre-rendering at build time, and per request in server/app.ts).
 * React Router's default entry, plus the CSP nonce: when the production server set one
 * for this request (server/http/request-context.ts), React's own inline scripts and React Router's
 * <Scripts>, <ScrollRestoration> and <Links> carry it, so the page's
 * `script-src 'nonce-…'` admits them and nothing else inline.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { SplashShownContext } from "~/components/layout/splash";
import { splashOpensPage } from "~/shared/splash";
import { cspNonceContext } from "../server/http/request-context";

export const streamTimeout = 5_000;

/**
 * Logs server errors; a client's mistake (a 4xx React Router raises itself, e.g. 405 for a
 * method a route does not take) is answered but not logged with a stack trace, so hostile
 * traffic cannot fill the logs. Aborted requests are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Crawlers and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout`, so it has time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // The answer to a form's post, or a page reached from another of the site's: no splash.
    const splashShown = splashOpensPage(request.method, request.headers.get("sec-fetch-site"));
    const document = (
      <SplashShownContext value={splashShown}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SplashShownContext>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      // The answer to a post may be read without JavaScript, which cannot move content React
      // streams late into place: nothing in it is held back for being large (React holds back a
      // large Suspense boundary once the page is past this size; decision 0068).
      progressiveChunkSize: request.method === "GET" ? undefined : Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; log the later ones.
        if (shellRendered) console.error(error);
      },
    });
  });
}
