/** safeFetch against a local HTTP server (FEEDS_ALLOW_LOCAL=1 here), and the SSRF rule without it. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fetchFeed, safeFetch } from "./safe-fetch";

let server: http.Server;
let base: string;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    const path = req.url ?? "/";
    if (path === "/feed.csv") {
      if (req.headers["if-none-match"] === '"v1"') return void res.writeHead(304).end();
      return void res.writeHead(200, { "Content-Type": "text/csv", ETag: '"v1"', "Last-Modified": "Tue, 01 Dec 2026 10:00:00 GMT" }).end("externalId,price\na,1\n");
    }
    if (path === "/big") {
      res.writeHead(200, { "Content-Type": "text/csv" });
      res.write(Buffer.alloc(3000, 97));
      return void res.end(Buffer.alloc(3000, 97));
    }
    if (path === "/declared-big") return void res.writeHead(200, { "Content-Length": "999999" }).end();
    if (path === "/slow") return void res.writeHead(200).write("a,b\n"); // never ends
    if (path === "/short") {
      res.writeHead(200, { "Content-Length": "100" });
      res.write("only part");
      return void setTimeout(() => res.socket?.destroy(), 20);
    }
    if (path === "/gzip") return void res.writeHead(200, { "Content-Encoding": "gzip" }).end(gzipSync("zipped body"));
    if (path.startsWith("/hop/")) {
      const n = Number(path.slice(5));
      return void res.writeHead(302, { Location: n === 0 ? "/feed.csv" : `/hop/${n - 1}` }).end();
    }
    res.writeHead(500).end("nope");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  delete process.env.FEEDS_ALLOW_LOCAL;
});

describe("safeFetch with FEEDS_ALLOW_LOCAL=1", () => {
  beforeAll(() => {
    process.env.FEEDS_ALLOW_LOCAL = "1";
  });
  const local = () => (process.env.FEEDS_ALLOW_LOCAL = "1");

  it("returns the body and its validators, then 304 when they are sent back", async () => {
    local();
    const first = await fetchFeed(`${base}/feed.csv`);
    expect(first).toMatchObject({ status: "ok", contentType: "text/csv", etag: '"v1"', lastModified: "Tue, 01 Dec 2026 10:00:00 GMT" });
    if (first.status === "ok") expect(first.body.toString()).toBe("externalId,price\na,1\n");
    const again = await fetchFeed(`${base}/feed.csv`, { etag: '"v1"', lastModified: "Tue, 01 Dec 2026 10:00:00 GMT" });
    expect(again).toEqual({ status: "not-modified" });
    expect(seen.at(-1)?.["if-modified-since"]).toBe("Tue, 01 Dec 2026 10:00:00 GMT");
  });

  it("stops past the size cap, streamed or declared", async () => {
    local();
    await expect(safeFetch(`${base}/big`, { maxBytes: 4000 })).rejects.toThrow(/over the 4 KB cap/);
    await expect(safeFetch(`${base}/declared-big`, { maxBytes: 4000 })).rejects.toThrow(/over the 4 KB cap/);
    await expect(safeFetch(`${base}/big`, { maxBytes: 10_000 })).resolves.toMatchObject({ status: "ok" });
  });

  it("stops past the time cap", async () => {
    local();
    await expect(safeFetch(`${base}/slow`, { timeoutMs: 300 })).rejects.toThrow("Timed out after 300 ms");
  });

  it("refuses a body shorter than its Content-Length", async () => {
    local();
    await expect(safeFetch(`${base}/short`)).rejects.toThrow(/closed before the whole answer|cut short/);
  });

  it("reads gzip and answers an error status in words", async () => {
    local();
    const zipped = await safeFetch(`${base}/gzip`);
    expect(zipped.status === "ok" && zipped.body.toString()).toBe("zipped body");
    await expect(safeFetch(`${base}/missing`)).rejects.toThrow(/answered HTTP 500/);
  });

  it("follows at most 3 redirects", async () => {
    local();
    await expect(safeFetch(`${base}/hop/2`)).resolves.toMatchObject({ status: "ok" });
    await expect(safeFetch(`${base}/hop/3`)).rejects.toThrow("More than 3 redirects");
  });
});

describe("safeFetch without FEEDS_ALLOW_LOCAL", () => {
  it("refuses http, loopback and private targets before connecting", async () => {
    const before = seen.length;
    await expect(safeFetch(`${base}/feed.csv`)).rejects.toThrow("is not https");
    await expect(safeFetch("https://127.0.0.1/feed.csv")).rejects.toThrow(/loopback/);
    await expect(safeFetch("https://[::ffff:127.0.0.1]/feed.csv")).rejects.toThrow(/loopback/);
    await expect(safeFetch("https://169.254.169.254/latest/meta-data")).rejects.toThrow(/link-local/);
    await expect(safeFetch("https://localhost/feed.csv")).rejects.toThrow(/loopback/);
    await expect(safeFetch("https://user:pw@example.com/")).rejects.toThrow(/user name/);
    await expect(safeFetch("not a url")).rejects.toThrow(/not a valid URL/);
    expect(seen.length).toBe(before);
  });
});
