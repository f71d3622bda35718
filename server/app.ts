/**
 * The Express host: security headers, compression, request logs, static assets, the
 * readiness gate and the React Router handler (pages and the /api resource routes). What it
 * uses of the app comes from the server build (`host`, decision 023), never an import.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { escapeHtml } from "./escape-html";
import { loggedUrl } from "./logged-url";
import { healthRoutes, type Readiness } from "./health";
import { bodyLimit } from "./body-limit";
import { hostOf, type Host } from "./host";
import { inputGuard } from "./input-guard";
import { MESSAGE_STREAM_PATH, messageStream } from "./message-stream";
import { pageCache } from "./page-cache";
import { precompressedAssets } from "./precompressed";
import { listenWithOwnPrototypes } from "./request-prototypes";
import { requestShape } from "./request-shape";
import { cspNonce, securityHeaders } from "./security-headers";


export interface AppOptions {
  mode: "production" | "development";
  readiness: Readiness;
  /** Production: the built server. Development: Vite middleware plus a loader for the build. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /**
   * The app's side of the host, from the build (`hostOf(build)`). Development passes the first
   * build's; each request still takes the AppError mapping from the build that answers it.
   */
  host: Host;
  clientDir?: string;
  viteMiddleware?: RequestHandler;
  /** Keep public pages this long in process (server/page-cache.ts); 0 or unset: no page cache. */
  pageCacheMs?: number;
}

export function createApp(options: AppOptions) {
  const { host } = options;
  const { logger } = host;
  const app = express();
  // Requests are born with Express's prototypes instead of having them swapped in (see the file).
  listenWithOwnPrototypes(app);
  const isProduction = options.mode === "production";
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  app.use(healthRoutes(options.readiness));
  app.use(requestShape());

  app.use(
    pinoHttp({
      logger,
      // One short line per request: method, path, status, time. Headers stay out of the logs, and
      // so do the query's secrets (signed links' tokens, OAuth codes, addresses).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => /^\/(assets|images|favicon)/.test(req.url ?? "") },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    }),
  );
  if (options.clientDir) app.use("/assets", precompressedAssets(path.join(options.clientDir, "assets"), host.IMMUTABLE_CACHE));
  // Server-Sent Events go out as they happen: mounted before compression, which would buffer them.
  app.get(MESSAGE_STREAM_PATH, messageStream(host, () => options.readiness.ready));
  app.use(compression());
  if (options.clientDir) {
    // Vite content-hashes everything under /assets: it may be cached for a year. Served before
    // the page security headers (CSP and friends, ~0.8 KB a response, meaningless on a script
    // or stylesheet): only nosniff applies to them.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), {
        cacheControl: false,
        setHeaders: (res) => {
          res.setHeader("Cache-Control", host.IMMUTABLE_CACHE);
          res.setHeader("X-Content-Type-Options", "nosniff");
        },
      }),
    );
  }
  // Pages and API calls in flight (not assets, not the message stream, which stays open): the
  // background work no request waits for steps aside while any runs (requests-in-flight.ts).
  app.use((_req, res, next) => {
    res.once("close", host.requestStarted());
    next();
  });
  app.use(cspNonce());
  app.use(securityHeaders(isProduction));

  if (options.viteMiddleware) app.use(options.viteMiddleware);
  if (options.clientDir) app.use(rootFiles(options.clientDir));

  // Text no route can use (NUL, control characters, bad encodings, huge values) stops here,
  // and so does a body larger than its route takes.
  app.use(inputGuard(host.unreadableText));
  app.use(bodyLimit());

  app.use((req, res, next) => {
    if (options.readiness.ready) return next();
    res.setHeader("Retry-After", "5");
    if (req.path.startsWith("/api/")) {
      res.status(503).json({ error: { code: "starting", message: "CarSaathi is starting up. Try again in a few seconds." } });
      return;
    }
    res
      .status(503)
      .type("html")
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="5">` +
          `<title>Starting CarSaathi</title><body style="font-family:sans-serif;padding:2rem">` +
          `<h1>CarSaathi is starting</h1><p>${escapeHtml(options.readiness.phase)}. This page refreshes itself.</p></body></html>`,
      );
  });

  if (options.pageCacheMs) app.use(pageCache({ ttlMs: options.pageCacheMs, carriesAccountCookie: host.carriesAccountCookie }));
  const { build } = options;
  // The mapping's `instanceof AppError` holds because it comes from the build whose routes throw.
  const withAppErrorStatus = (loaded: ServerBuild) => hostOf(loaded).withAppErrorStatus(loaded);
  app.all(
    "/{*splat}",
    createRequestHandler({
      // An AppError from a page loader or action answers with its status (see page-errors.ts).
      build: typeof build === "function" ? async () => withAppErrorStatus(await build()) : withAppErrorStatus(build),
      mode: options.mode,
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip }),
    }),
  );
  return app;
}

/**
 * The build's few top-level files (favicon.svg): express.static would stat the disk for every
 * request, pages and API calls included (~5% of a cached search's time), so only the names
 * present at start are handed to it.
 */
function rootFiles(clientDir: string): RequestHandler {
  const names = new Set(readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`));
  const serve = express.static(clientDir, { maxAge: "1h", index: false });
  return (req, res, next) => (names.has(req.path) ? serve(req, res, next) : next());
}
