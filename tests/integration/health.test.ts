/**
 * /healthz says whether the process serves; /readyz, what a load balancer asks, says 200 only
 * once the process is warm (the fair-price model loaded and every listing rated), so traffic
 * reaches it only when it can answer within its targets.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthRoutes, type Readiness } from "../../server/health";

let warm = false;
const readiness: Readiness = { ready: false, phase: "Building the search index", warm: () => warm };
let server: Server;
let origin = "";

beforeAll(async () => {
  const app = express();
  app.use(healthRoutes(readiness));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, retryAfter: response.headers.get("retry-after") };
};

describe("health and readiness", () => {
  it("starting: both answer 503, and /readyz asks to retry", async () => {
    expect(await get("/healthz")).toMatchObject({ status: 503, body: { status: "starting", warm: false } });
    expect(await get("/readyz")).toMatchObject({ status: 503, body: { status: "starting", phase: "Building the search index" }, retryAfter: "5" });
  });

  it("serving but not yet warm: /healthz 200, /readyz still 503", async () => {
    readiness.ready = true;
    readiness.phase = "Ready";
    expect(await get("/healthz")).toMatchObject({ status: 200, body: { status: "ok", warm: false } });
    expect(await get("/readyz")).toMatchObject({ status: 503, body: { status: "warming" } });
  });

  it("warm: both answer 200", async () => {
    warm = true;
    expect(await get("/healthz")).toMatchObject({ status: 200, body: { warm: true } });
    expect(await get("/readyz")).toMatchObject({ status: 200, body: { status: "ready" }, retryAfter: null });
  });

  it("a later refit makes /healthz say not warm, but the process stays ready", async () => {
    warm = false;
    expect(await get("/healthz")).toMatchObject({ status: 200, body: { warm: false } });
    expect(await get("/readyz")).toMatchObject({ status: 200, body: { status: "ready" } });
  });
});
