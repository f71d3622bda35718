/**
 * A short-lived in-process cache of public pages, so a burst of anonymous visitors on the home
 * or search page costs one render per second instead of one each (decision 014).
 *
 * What is stored: a 200 answer to a GET whose Cache-Control says `public` and which sets no
 * cookie: exactly what the pages already allow a CDN to keep (`s-maxage=60`). Pages made for
 * a signed-in visitor are `private, no-store` (app/.server/http/private-cache.ts) and never
 * stored. The key is the Host, the URL and the whole Cookie header, as `Vary: Cookie` says, so a guest
 * with a chosen city gets that city's copy and a session cookie never meets a guest's copy.
 *
 * Invalidation is by age alone: an entry lives `ttlMs` (1 s in production), so a listing
 * change is on every page within a second, as it is in search, and no process has to tell
 * another. Concurrent misses for one key wait for the first render instead of rendering too.
 *
 * Each answer carries its own CSP nonce: the stored page's nonce is swapped for the request's.
 *
 * Pages are kept as the UTF-8 bytes that were sent, outside the JavaScript heap, with the
 * nonce's offsets: nothing is decoded to store a page or encoded to serve it, and a hit
 * rewrites only the nonce's bytes in a copy.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Host } from "./host";

interface Entry {
  storedAt: number;
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  nonce: string;
  /** Byte offsets of each occurrence of the nonce in the body. */
  nonceAt: number[];
}

export interface PageCacheOptions {
  ttlMs: number;
  /** Whether a Cookie header holds an account's session (app/.server/http/private-cache.ts): never cached. */
  carriesAccountCookie: Host["carriesAccountCookie"];
  /** Bound on the stored pages' bytes; the oldest entries go first. */
  maxBytes?: number;
}

/** Set per request by the host (compression, security headers), not part of the page. */
const PER_RESPONSE_HEADERS = new Set(["content-security-policy", "content-encoding", "content-length", "transfer-encoding", "date", "connection", "etag"]);

/** The middleware, and how many bytes of pages it holds (for tests and monitoring). */
export type PageCache = RequestHandler & { storedBytes: () => number };

export function pageCache({ ttlMs, carriesAccountCookie, maxBytes = 32 * 1024 * 1024 }: PageCacheOptions): PageCache {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<void>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  const store = (key: string, entry: Entry) => {
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    // Map keeps insertion order: the first keys are the oldest. Expired pages go at once, not
    // when the bound is reached: a URL asked for once (a new search, a new car) is never
    // looked up again, and holding such pages up to the bound let the heap kept after a full
    // collection grow from 65 to 145 MB over a benchmark run at 1M listings.
    for (const [oldest, old] of entries) {
      if (bytes <= maxBytes && entry.storedAt - old.storedAt < ttlMs) break;
      drop(oldest);
    }
  };
  const fresh = (key: string) => {
    const entry = entries.get(key);
    if (entry && Date.now() - entry.storedAt < ttlMs) return entry;
    if (entry) drop(key);
    return undefined;
  };

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    // JSON answers are left to the search itself (and a CDN); a signed-in visitor's pages are never stored.
    if (req.method !== "GET" || req.path.startsWith("/api/") || carriesAccountCookie(req.headers.cookie)) return next();
    // The Host is in the key: without PUBLIC_URL a page's canonical link, og:url and JSON-LD
    // are built from it, and one visitor's forged Host must not reach the next visitors (issue 32).
    const key = `${req.headers.host ?? ""}\n${req.originalUrl}\n${req.headers.cookie ?? ""}`;
    let entry = fresh(key);
    const pending = entry ? undefined : rendering.get(key);
    if (pending) {
      await pending;
      entry = fresh(key);
    }
    if (entry) return serve(entry, res);

    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    rendering.set(key, done);
    res.on("close", () => {
      if (rendering.get(key) === done) rendering.delete(key);
      finished();
    });
    capture(res, (body) => {
      if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined) return;
      if (!String(res.getHeader("cache-control") ?? "").startsWith("public")) return;
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !PER_RESPONSE_HEADERS.has(name))
        .map(([name, value]): [string, string | string[]] => [name, Array.isArray(value) ? value : String(value)]);
      const nonce = String(res.locals.cspNonce ?? "");
      store(key, { storedAt: Date.now(), status: res.statusCode, headers, body, nonce, nonceAt: offsetsOf(body, nonce) });
    });
    res.setHeader("X-Page-Cache", "miss");
    next();
  };
  return Object.assign(middleware, { storedBytes: () => bytes });
}

function serve(entry: Entry, res: Response) {
  const nonce = String(res.locals.cspNonce ?? "");
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("X-Page-Cache", "hit");
  res.end(withNonce(entry, nonce));
}

function offsetsOf(body: Buffer, nonce: string): number[] {
  const offsets: number[] = [];
  if (nonce) for (let at = body.indexOf(nonce); at !== -1; at = body.indexOf(nonce, at + nonce.length)) offsets.push(at);
  return offsets;
}

/** The stored body with the request's nonce in place of the stored one (a copy; nonces are equally long). */
function withNonce(entry: Entry, nonce: string): Buffer {
  if (!nonce || entry.nonceAt.length === 0) return entry.body;
  if (Buffer.byteLength(nonce) !== Buffer.byteLength(entry.nonce)) {
    return Buffer.from(entry.body.toString("utf8").replaceAll(entry.nonce, nonce));
  }
  const body = Buffer.from(entry.body);
  for (const at of entry.nonceAt) body.write(nonce, at, "utf8");
  return body;
}

/** Calls `onBody` with the whole body the handler wrote, once it has ended. */
function capture(res: Response, onBody: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    onBody(Buffer.concat(chunks));
    return end(chunk, ...rest);
  }) as Response["end"];
}
