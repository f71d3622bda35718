/**
 * TRACE and an empty Host header answered 500 from inside React Router (issue 32's probe):
 * the host refuses them first, with 405 and 400, and lets ordinary requests through.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestShape } from "../../server/request-shape";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(requestShape());
  app.all("/{*splat}", (req, res) => void res.json({ reached: true, host: req.headers.host }));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request: fetch can send neither TRACE nor an empty Host. */
function send(method: string, path: string, host: string): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: "127.0.0.1", method, path, headers: { Host: host }, setHost: false }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("requests no route can answer", () => {
  it("refuses TRACE with 405 and the methods allowed", async () => {
    const res = await send("TRACE", "/", "localhost");
    expect(res.status).toBe(405);
    expect(res.allow).toContain("GET");
    const api = await send("TRACE", "/api/vehicles", "localhost");
    expect(JSON.parse(api.body)).toEqual({ error: { code: "method_not_allowed", message: "This method is not allowed." } });
  });

  it("refuses an empty or malformed Host with 400", async () => {
    expect((await send("GET", "/search", " ")).status).toBe(400);
    expect((await send("GET", "/", "evil.example/path")).status).toBe(400);
    expect((await send("GET", "/", "a b")).status).toBe(400);
  });

  it("lets ordinary requests through, with a name, an address or a port", async () => {
    for (const host of ["localhost", "carsaathi.in", "127.0.0.1:3000", "[::1]:3000"]) {
      const res = await send("GET", "/search", host);
      expect(res.status, host).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ reached: true, host });
    }
  });
});
