/**
 * Fetching a URL a partner gave us (a feed, a car's photo) without letting it reach inside our
 * network (decision 036). The host is resolved first and every address it resolves to must be
 * public (public-address.ts); the socket then connects to the address that was checked (a
 * pinned `lookup`), so a DNS answer that changes between the check and the connect (rebinding)
 * cannot move it. Redirects are followed by hand, at most 3, each target checked the same way.
 * The body is streamed and cut off past the size cap or the time cap; a body shorter than its
 * Content-Length is an error, not a smaller feed. https only: FEEDS_ALLOW_LOCAL=1 (tests and
 * demos) also allows http and private addresses.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { createGunzip } from "node:zlib";
import { FeedError } from "./feed-types";
import { addressRefusal } from "./public-address";

export interface SafeFetchOptions {
  etag?: string | null;
  lastModified?: string | null;
  maxBytes?: number;
  timeoutMs?: number;
  accept?: string;
}

export type SafeFetchResult =
  | { status: "ok"; body: Buffer; contentType: string | null; etag: string | null; lastModified: string | null }
  | { status: "not-modified" };

const MB = 1024 * 1024;
const MAX_REDIRECTS = 3;

const allowLocal = () => process.env.FEEDS_ALLOW_LOCAL === "1";
const describeBytes = (bytes: number) => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`);
const describeMs = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/** Checks the URL's scheme and host; returns the one address the socket will use. */
export async function checkedAddress(url: URL): Promise<{ address: string; family: 4 | 6 }> {
  if (url.protocol !== "https:" && !(url.protocol === "http:" && allowLocal())) throw new FeedError(`${url.origin} is not https`);
  if (url.username || url.password) throw new FeedError("The URL may not carry a user name or password");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let found: { address: string; family: number }[];
  if (isIP(host)) found = [{ address: host, family: isIP(host) }];
  else {
    try {
      found = await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      throw new FeedError(`${host} could not be found (DNS)`);
    }
  }
  if (found.length === 0) throw new FeedError(`${host} could not be found (DNS)`);
  if (!allowLocal()) {
    for (const { address } of found) {
      const refusal = addressRefusal(address);
      if (refusal) throw new FeedError(`${host} resolves to ${refusal} (${address}); feeds and photos must be on the public internet`);
    }
  }
  return { address: found[0].address, family: found[0].family === 6 ? 6 : 4 };
}

/** A lookup that answers the checked address whatever the name, so the socket cannot go elsewhere. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/** GETs `url` under the rules above; throws FeedError with the reason in words. */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxBytes = options.maxBytes ?? 50 * MB;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new FeedError("The URL is not a valid URL");
    }
    for (let hop = 0; ; hop++) {
      const response = await request(target, options, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && status !== 304 && location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) throw new FeedError(`More than ${MAX_REDIRECTS} redirects`);
        target = new URL(location, target);
        continue;
      }
      if (status === 304) {
        response.resume();
        return { status: "not-modified" };
      }
      if (status < 200 || status >= 300) {
        response.resume();
        throw new FeedError(`${target.host} answered HTTP ${status}`);
      }
      const body = await readBody(response, maxBytes);
      return {
        status: "ok",
        body,
        contentType: response.headers["content-type"] ?? null,
        etag: header(response, "etag"),
        lastModified: header(response, "last-modified"),
      };
    }
  } catch (error) {
    if (controller.signal.aborted) throw new FeedError(`Timed out after ${describeMs(timeoutMs)}`);
    if (error instanceof FeedError) throw error;
    throw new FeedError(`The request failed (${(error as Error).message})`);
  } finally {
    clearTimeout(timer);
  }

  function readBody(response: IncomingMessage, cap: number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const declared = Number(response.headers["content-length"] ?? NaN);
      if (declared > cap) {
        response.destroy();
        return reject(new FeedError(`The answer is over the ${describeBytes(cap)} cap`));
      }
      const encoding = (response.headers["content-encoding"] ?? "identity").toLowerCase();
      if (encoding !== "identity" && encoding !== "gzip") {
        response.destroy();
        return reject(new FeedError(`The answer is compressed as ${encoding}, which we do not read`));
      }
      let raw = 0;
      let size = 0;
      const chunks: Buffer[] = [];
      const stream = encoding === "gzip" ? response.pipe(createGunzip()) : response;
      let settled = false;
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        reject(error);
        response.destroy();
      };
      response.on("data", (chunk: Buffer) => (raw += chunk.length));
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > cap) return fail(new FeedError(`The answer is over the ${describeBytes(cap)} cap`));
        chunks.push(chunk);
      });
      response.on("aborted", () => fail(new FeedError("The connection closed before the whole answer arrived")));
      response.on("error", () => fail(new FeedError("The connection closed before the whole answer arrived")));
      stream.on("error", () => fail(new FeedError("The answer's gzip data is damaged")));
      stream.on("end", () => {
        if (Number.isFinite(declared) && raw !== declared) return fail(new FeedError(`The answer was cut short (${raw} of ${declared} bytes)`));
        settled = true;
        resolve(Buffer.concat(chunks));
      });
    });
  }
}

function header(response: IncomingMessage, name: string): string | null {
  const value = response.headers[name];
  return typeof value === "string" && value.length <= 512 ? value : null;
}

async function request(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const { address, family } = await checkedAddress(url);
  const headers: Record<string, string> = {
    "User-Agent": "CarSaathi-Feeds/1.0",
    "Accept-Encoding": "gzip",
    Accept: options.accept ?? "*/*",
  };
  if (options.etag) headers["If-None-Match"] = options.etag;
  if (options.lastModified) headers["If-Modified-Since"] = options.lastModified;
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method: "GET", headers, signal, lookup: pinnedLookup(address, family) }, resolve);
    req.on("error", reject);
    req.end();
  });
}

/** A partner's feed: 50 MB and 60 s at most, conditional on the last answer's validators. */
export function fetchFeed(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  return safeFetch(url, { maxBytes: 50 * MB, timeoutMs: 60_000, accept: "text/csv, application/json;q=0.9, */*;q=0.5", ...options });
}
