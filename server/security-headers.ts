/**
 * Security headers (helmet) with a strict Content-Security-Policy: scripts only from our
 * origin or carrying this request's nonce. Development relaxes it for Vite's HMR client.
 */
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

export function securityHeaders(isProduction: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": isProduction
          ? ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`]
          : ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "connect-src": isProduction ? ["'self'"] : ["'self'", "ws:", "wss:"],
        "upgrade-insecure-requests": null,
      },
    },
    // Served over plain HTTP on a laptop; HSTS belongs on the TLS-terminating proxy.
    strictTransportSecurity: isProduction && process.env.PUBLIC_URL?.startsWith("https:") ? undefined : false,
    crossOriginEmbedderPolicy: false,
    // Not helmet's "no-referrer": with it browsers send `Origin: null` on plain form posts
    // (before hydration or without JavaScript), and React Router rejects those as cross-site.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
