/**
 * A form body whose text is not UTF-8 is refused with a 400 naming the field, through the whole
 * host (page actions and /api routes alike), before any action could store U+FFFD in its place.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { contactMessages } from "~/.server/db/schema";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { startTestServer } from "./security-app";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let server: Awaited<ReturnType<typeof startTestServer>>;
let listingId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  listingId = (await createListing(handle.db)).id;
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

const post = (path: string, body: BodyInit, type = "application/x-www-form-urlencoded") =>
  fetch(server.origin + path, { method: "POST", redirect: "manual", headers: { "Content-Type": type, Origin: server.origin }, body });

const contact = "name=Ravi+Kumar&email=ravi%40example.in&topic=Buying&message=";

describe("a form body that is not UTF-8", () => {
  it("is a 400 naming the field on a page: a bad percent-encoded sequence and a raw byte alike", async () => {
    const encoded = await post("/contact", `${contact}Is+it+still+for+sale%3F+%C3%28`);
    expect(encoded.status).toBe(400);
    expect(await encoded.text()).toMatch(/The field (&quot;|")message(&quot;|") is not valid UTF-8 text/);
    const raw = await post("/contact", Buffer.concat([Buffer.from(`${contact}Is it still for sale? `), Buffer.from([0xff])]));
    expect(raw.status).toBe(400);
    expect(await raw.text()).toMatch(/message(&quot;|") is not valid UTF-8 text/);
    expect(await handle.db.select().from(contactMessages)).toEqual([]);
  });

  it("is the API.md 400 naming the field on an /api route", async () => {
    const answer = await post(`/api/saved-listings/${listingId}`, "saved=%C3%28");
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: { code: "bad_request", message: 'The field "saved" is not valid UTF-8 text.', details: [{ field: "saved", message: "is not valid UTF-8 text" }] },
    });
  });

  it("still lets valid Hindi text through", async () => {
    const hindi = "क्या यह कार अभी भी उपलब्ध है?";
    const answer = await post("/contact", `${contact}${encodeURIComponent(hindi)}`);
    expect(answer.status).toBe(200);
    expect((await handle.db.select().from(contactMessages)).map((m) => m.message)).toContain(hindi);
  });
});
