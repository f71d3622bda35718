import { describe, expect, it } from "vitest";
import { FEED_WRITE, ListingChanges } from "./listing-changes";

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

  it("tell a feed's writes apart: searches need not wait for them, but the next look takes them, and any other write means wait", () => {
    const changes = new ListingChanges();
    let scheduled = 0;
    changes.onFeedWrite = () => scheduled++;
    changes.take(0);
    changes.note(FEED_WRITE);
    expect(scheduled).toBe(1);
    expect(changes.onlyFeedWrites).toBe(true);
    expect(changes.quiet).toBe(false);
    // The background read takes what was noted.
    expect(changes.take(1)).toBe(true);
    expect(changes.onlyFeedWrites).toBe(false);
    expect(changes.quiet).toBe(true);
    // A seller's or an admin's write beside a feed's: the next search reads both first.
    changes.note(FEED_WRITE);
    changes.note();
    expect(changes.onlyFeedWrites).toBe(false);
    expect(changes.take(2)).toBe(true);
  });
});
