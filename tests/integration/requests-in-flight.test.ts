/**
 * The host counts the pages and API calls it is answering, so that saved-search matching steps
 * aside while any runs (app/.server/background/requests-in-flight.ts): a request is counted
 * from its headers until its answer is sent or its connection drops, whatever the answer.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { requestsInFlight } from "~/.server/background/requests-in-flight";
import type { DbHandle } from "~/.server/db/client";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { startTestServer } from "./security-app";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  await createListing(handle.db);
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

const settled = () => vi.waitFor(() => expect(requestsInFlight()).toBe(0));

describe("requests in flight", () => {
  it("are none once pages, API calls, refusals and not-found answers are sent", async () => {
    const answers = await Promise.all([
      ...["/search?make=Hyundai", "/api/vehicles?limit=5", "/no-such-page"].map((path) => fetch(server.origin + path)),
      fetch(`${server.origin}/api/saved-searches`, { method: "POST", headers: { "Content-Type": "application/json", Origin: server.origin }, body: "{}" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 401]);
    await Promise.all(answers.map((answer) => answer.arrayBuffer()));
    await settled();
  });

  it("count a request whose body is still coming, and let it go when the client hangs up", async () => {
    const { port } = new URL(server.origin);
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    // Headers promise 200 bytes of form; only a few arrive.
    socket.write(`POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${server.origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nname=Ravi`);
    await vi.waitFor(() => expect(requestsInFlight()).toBe(1));
    socket.destroy();
    await settled();
  });
});
