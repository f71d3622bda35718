import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from "react-router";
import { keepPrivate } from "./.server/http/private-cache";
import { CoalescingStream } from "./.server/http/coalesce-stream";
import { NonceProvider } from "./components/layout/nonce";

// The Express host takes what it uses of the app from here (`build.entry.module.host`), so
// the app's server code is loaded once per process, in this build (decision 023).
export { host } from "./.server/host";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { cspNonce?: string } | undefined)?.cspNonce;
  keepPrivate(request, responseHeaders);
  // Crawlers and SPA-mode get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The abort timer is cleared once everything is rendered: pending, it keeps `abort`, and
    // through it the finished render, reachable for six seconds after the response went out
    // (react-router#13416). Cleared on the shell instead, a slow stream would never be aborted.
    let abortTimer: ReturnType<typeof setTimeout> | undefined;
    let allRendered = false;
    const finished = () => {
      allRendered = true;
      clearTimeout(abortTimer);
    };
    const sendShell = () => {
      shellRendered = true;
      const body = new CoalescingStream();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (readyEvent === "onShellReady") sendShell();
        },
        onAllReady() {
          finished();
          if (readyEvent === "onAllReady") sendShell();
        },
        onShellError(error: unknown) {
          finished();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    if (!allRendered) abortTimer = setTimeout(abort, streamTimeout + 1000);
  });
}

/** Client-side navigations fetch loader data: the same caching rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  keepPrivate(request, response.headers);
  return response;
};
