/**
 * Requests no route can answer stop here, instead of failing inside React Router with a 500
 * (issue 32): TRACE and CONNECT (the Fetch API cannot even construct a Request with them),
 * and a Host header that is empty or not a host name (each request's URL is built from it).
 * /api answers with the API.md error body, pages with plain text.
 */
import type { RequestHandler, Response } from "express";

// Node's parser already refuses TRACK; CONNECT never reaches a route handler.
const REFUSED_METHODS = new Set(["TRACE", "CONNECT"]);
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
/** A name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function requestShape(): RequestHandler {
  return (req, res, next) => {
    const isApi = req.path.startsWith("/api/");
    if (REFUSED_METHODS.has(req.method)) {
      res.setHeader("Allow", ALLOWED_METHODS);
      return refuse(res, isApi, 405, "method_not_allowed", "This method is not allowed.");
    }
    if (!HOST.test(req.headers.host ?? "")) return refuse(res, isApi, 400, "bad_request", "The request has no valid Host header.");
    next();
  };
}

function refuse(res: Response, isApi: boolean, status: number, code: string, message: string): void {
  res.status(status).setHeader("Cache-Control", "no-store");
  if (isApi) res.json({ error: { code, message } });
  else res.type("text/plain").send(message);
}
