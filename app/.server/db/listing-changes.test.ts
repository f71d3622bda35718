import { describe, expect, it } from "vitest";
import { ListingChanges } from "./listing-changes";

describe("noted listing changes", () => {
  it("ask for one look after each noted write, and at least one a second without any", () => {
    const changes = new ListingChanges();
    // A new index has never looked.
    expect(changes.take(1_000)).toBe(true);
    expect(changes.take(1_001)).toBe(false);
    expect(changes.take(1_999)).toBe(false);
    changes.note();
    expect(changes.pending).toBe(true);
    expect(changes.take(1_999)).toBe(true);
    expect(changes.pending).toBe(false);
    expect(changes.take(2_500)).toBe(false);
    // A second of silence is not trusted: a notification may have been lost with its connection.
    expect(changes.take(2_999)).toBe(true);
    expect(changes.take(3_000)).toBe(false);
  });

  it("ask on every request once a connection could not listen", () => {
    const changes = new ListingChanges();
    changes.take(0);
    changes.deaf();
    expect(changes.take(1)).toBe(true);
    expect(changes.take(2)).toBe(true);
  });
});
