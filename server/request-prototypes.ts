/**
 * Lets Node create each request and response with Express's prototypes from the start.
 *
 * Express gives every request its methods by changing the prototype of Node's `req` and `res`
 * (`Object.setPrototypeOf` in `app.handle`). After that change V8's young-generation collector
 * keeps the whole request (router closures, the render, logs, compression) alive until the next
 * full collection: in a bare Express app 7 KB of every request's objects were promoted to the
 * old generation, against at most 0.1 KB with Node's plain http server. Under a page load that was
 * ~1 MB promoted at every scavenge and a full collection every second, whose marking steps and
 * pause landed in the slowest page requests (docs/scaling-log.md, "Requests made with Express's
 * prototypes"; expressjs/express#5998, nodejs/node#37457).
 *
 * Here Node constructs `req` and `res` from classes whose prototypes are `app.request` and
 * `app.response`, so Express's `setPrototypeOf` finds the prototype already in place and
 * changes nothing. Express itself is unchanged: a sub-app mounted later would still swap
 * prototypes for its own requests (the site mounts none).
 */
import http from "node:http";
import type { Express } from "express";

type RequestClasses = Required<Pick<http.ServerOptions, "IncomingMessage" | "ServerResponse">>;

/** Rebases `app.request` and `app.response` on two classes and returns them for `http.createServer`. */
function adoptRequestPrototypes(app: Express): RequestClasses {
  class AppRequest extends http.IncomingMessage {}
  class AppResponse extends http.ServerResponse {}
  rebase(AppRequest.prototype, app.request);
  rebase(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as Express["request"];
  app.response = AppResponse.prototype as Express["response"];
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse as RequestClasses["ServerResponse"] };
}

/** `target` takes `source`'s place: the same parent (Express's methods) and own properties (`app`). */
function rebase(target: object, source: object) {
  Object.setPrototypeOf(target, Object.getPrototypeOf(source));
  Object.defineProperties(target, Object.getOwnPropertyDescriptors(source));
}

/** `app.listen` as Express 5 has it, with Node constructing requests from the app's prototypes. */
export function listenWithOwnPrototypes(app: Express): void {
  const classes = adoptRequestPrototypes(app);
  app.listen = ((...args: unknown[]) => {
    const server = http.createServer(classes, app);
    const callback = args[args.length - 1];
    if (typeof callback === "function") {
      // Express calls the callback once: when listening, or with the error if listening failed.
      let called = false;
      const once = (...values: unknown[]) => {
        if (called) return;
        called = true;
        (callback as (...values: unknown[]) => void)(...values);
      };
      args[args.length - 1] = once;
      server.once("error", once);
    }
    return server.listen(...(args as Parameters<http.Server["listen"]>));
  }) as Express["listen"];
}
