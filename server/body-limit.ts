/**
 * Request bodies are capped before anything reads them: React Router's request (and the body
 * check of decision 007) would otherwise buffer a 100 MB upload in memory before a route could
 * refuse it. Upload routes get room for their files; every other body is a form or JSON.
 */
import type { RequestHandler } from "express";

const MB = 1024 * 1024;

/** Path prefix -> the largest body it takes (the file limit plus multipart overhead). */
export const BODY_LIMITS: readonly [prefix: string, bytes: number][] = [
  ["/api/seller/photos", 6 * MB],
  ["/seller/upload/bulk", 3 * MB],
  // A partner's batch: 1,000 cars, at most 5 MB (API.md); the route says 413 the same way.
  ["/api/partner/v1/listings", 5 * MB],
];
export const DEFAULT_BODY_LIMIT = 1 * MB;

export function bodyLimitFor(path: string): number {
  return BODY_LIMITS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))?.[1] ?? DEFAULT_BODY_LIMIT;
}

export function bodyLimit(): RequestHandler {
  return (req, res, next) => {
    const length = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (length === undefined && !chunked) return next();
    const limit = bodyLimitFor(req.path);
    let status = 0;
    let message = "";
    if (length === undefined) {
      // Without a length the size is known only after reading it all; browsers always send one.
      status = 411;
      message = "Send the request with a Content-Length header.";
    } else if (Number(length) > limit) {
      status = 413;
      message = `The request is larger than ${Math.round(limit / MB)} MB.`;
    }
    if (status === 0) return next();
    res.setHeader("Connection", "close");
    if (req.path.startsWith("/api/")) {
      res.status(status).json({ error: { code: status === 413 ? "payload_too_large" : "bad_request", message } });
    } else {
      res.status(status).type("text/plain").send(message);
    }
  };
}
