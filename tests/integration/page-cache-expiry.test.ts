/**
 * The page cache lets go of expired pages as soon as newer ones are stored, not only when its
 * size bound is reached: URLs asked for once (each new search or car) are never looked up
 * again, and holding them kept megabytes of dead pages in the heap.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carriesAccountCookie } from "~/.server/http/private-cache";
import { pageCache, type PageCache } from "../../server/page-cache";

const TTL_MS = 300;
const PAGE = "x".repeat(10_000);
let cache: PageCache;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  cache = pageCache({ ttlMs: TTL_MS, carriesAccountCookie });
  const app = express();
  app.use(cache);
  app.get("/page/:n", (_req, res) => {
    res.setHeader("Cache-Control", "public, s-maxage=60");
    res.end(PAGE);
  });
  app.get("/private/:n", (_req, res) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.end(PAGE);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

const visit = async (path: string) => {
  const res = await fetch(origin + path);
  expect(await res.text()).toBe(PAGE);
  return res.headers.get("x-page-cache");
};

describe("page cache expiry", () => {
  it("serves a page again within its time to live, and holds no page past it once another is stored", async () => {
    for (let n = 0; n < 5; n++) expect(await visit(`/page/${n}`)).toBe("miss");
    expect(await visit("/page/4")).toBe("hit");
    expect(cache.storedBytes()).toBe(5 * PAGE.length);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 50));
    expect(await visit("/page/new")).toBe("miss");
    // The five expired pages are gone; only the new one is held.
    expect(cache.storedBytes()).toBe(PAGE.length);
    expect(await visit("/page/0")).toBe("miss");
  });

  it("never stores a private page", async () => {
    const before = cache.storedBytes();
    expect(await visit("/private/1")).toBe("miss");
    expect(await visit("/private/1")).toBe("miss");
    expect(cache.storedBytes()).toBe(before);
  });
});
