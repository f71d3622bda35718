/**
 * The host's requests are constructed with Express's prototypes (server/request-prototypes.ts):
 * Express's per-request prototype swap made V8 promote every request to the old generation.
 * Express's own request and response methods must work as before.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { listenWithOwnPrototypes } from "../../server/request-prototypes";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function listen(app: express.Express): Promise<string> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    servers.push(server);
  });
}

describe("requests made with the app's prototypes", () => {
  it("arrive with Express's prototypes already in place, and Express's methods work", async () => {
    const app = express();
    listenWithOwnPrototypes(app);
    app.set("trust proxy", "loopback");
    const arrivedWith: boolean[] = [];
    app.get("/cars/:id", (req, res) => {
      res.locals.seen = true;
      res.status(201).json({ id: req.params.id, path: req.path, ip: req.ip, query: req.query, sameApp: req.app === app && res.app === app, locals: res.locals });
    });
    const origin = await listen(app);
    servers[0]!.prependListener("request", (req, res) => {
      arrivedWith.push(Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response);
    });

    const response = await fetch(`${origin}/cars/42?fuel=Diesel`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: "42", path: "/cars/42", ip: "203.0.113.9", query: { fuel: "Diesel" }, sameApp: true, locals: { seen: true } });
    expect(arrivedWith).toEqual([true]);
  });

  it("without it, Express swaps the prototypes of every request (what this avoids)", async () => {
    const app = express();
    app.get("/", (_req, res) => res.send("ok"));
    const origin = await listen(app);
    const arrivedWith: boolean[] = [];
    servers[0]!.prependListener("request", (req) => arrivedWith.push(Object.getPrototypeOf(req) === app.request));
    expect(await (await fetch(origin)).text()).toBe("ok");
    expect(arrivedWith).toEqual([false]);
  });

  it("reports a port already in use to the listen callback once, as Express does", async () => {
    const first = express();
    listenWithOwnPrototypes(first);
    const port = Number(new URL(await listen(first)).port);
    const second = express();
    listenWithOwnPrototypes(second);
    const calls: unknown[][] = [];
    await new Promise<void>((resolve) => {
      const server = second.listen(port, "127.0.0.1", (...args: unknown[]) => {
        calls.push(args);
        setTimeout(resolve, 50);
      });
      server.on("error", () => {});
    });
    expect(calls).toHaveLength(1);
    expect((calls[0]![0] as NodeJS.ErrnoException).code).toBe("EADDRINUSE");
  });
});
