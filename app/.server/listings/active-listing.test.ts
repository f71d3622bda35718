import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { activeListing, activeListingIn, isActiveStatus } from "./active-listing";

const render = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query);

describe("the active-listing condition", () => {
  it("inlines the literal, so the partial indexes (where status = 'active') still serve the query", () => {
    expect(render(sql`select id from listings where ${activeListing} and id = ${7}`)).toMatchObject({
      sql: "select id from listings where status = 'active' and id = $1",
      params: [7],
    });
    expect(render(sql`select 1 from listings o where ${activeListingIn("o")}`).sql).toBe("select 1 from listings o where o.status = 'active'");
  });

  it("agrees with the in-memory index's test", () => {
    expect(["active", "pending", "sold", "rejected"].filter(isActiveStatus)).toEqual(["active"]);
  });
});
