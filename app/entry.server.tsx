import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from "react-router";
import { keepPrivate } from "./.server/http/private-cache";
import { CoalescingStream } from "./.server/http/coalesce-stream";
import { NonceProvider } from "./components/layout/nonce";

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
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new CoalescingStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** Client-side navigations fetch loader data: the same caching rule as documents. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  keepPrivate(request, response.headers);
  return response;
};
