/**
 * Serves /assets from the files scripts/precompress.mjs wrote next to each asset (brotli, then
 * gzip), when the browser accepts them; everything else falls through to express.static.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/** `cacheControl`: the immutable assets' Cache-Control (app/.server/http/cache-control.ts). */
export function precompressedAssets(assetsDir: string, cacheControl: string): RequestHandler {
  return (req, res, next) => {
    const type = TYPES[path.extname(req.path)];
    if (!type || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const file = path.join(assetsDir, path.normalize(req.path).replace(/^([/\\])+/, ""));
    if (!file.startsWith(assetsDir + path.sep)) return next();
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepts) ? "br" : /\bgzip\b/.test(accepts) ? "gzip" : null;
    const compressed = encoding && `${file}.${encoding === "br" ? "br" : "gz"}`;
    res.setHeader("Vary", "Accept-Encoding");
    if (!compressed || !existsSync(compressed)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Type", type);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.sendFile(compressed, (error) => error && next(error));
  };
}
