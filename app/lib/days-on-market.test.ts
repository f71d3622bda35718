import { describe, expect, it } from "vitest";
import { daysOnMarket, firstSeenAt, listedPhrase, marketSentence, priceMoves } from "./days-on-market";

const now = new Date("2026-11-24T12:00:00Z");
const point = (date: string, price: number) => ({ date, price });

describe("days on market", () => {
  it("counts whole days since listing, never negative", () => {
    expect(daysOnMarket("2026-11-01T12:00:00Z", now)).toBe(23);
    expect(daysOnMarket("2026-11-24T11:00:00Z", now)).toBe(0);
    expect(daysOnMarket("2026-11-25T12:00:00Z", now)).toBe(0);
    expect(daysOnMarket("not a date", now)).toBeNull();
  });

  it("counts from the first platform that listed the car", () => {
    const own = new Date("2026-11-20T00:00:00Z");
    expect(firstSeenAt(own, [])).toEqual(own);
    expect(firstSeenAt(own, [{ listedAt: "2026-11-10T00:00:00Z" }, { listedAt: "2026-11-15T00:00:00Z" }])).toEqual(new Date("2026-11-10T00:00:00Z"));
    expect(firstSeenAt(own, [{ listedAt: "2026-11-22T00:00:00Z" }, { listedAt: null }, {}])).toEqual(own);
  });

  it("counts cuts and rises between consecutive prices", () => {
    expect(priceMoves([point("a", 900), point("b", 850), point("c", 870), point("d", 800)])).toEqual({ cuts: 2, rises: 1 });
    expect(priceMoves([])).toEqual({ cuts: 0, rises: 0 });
  });

  it("says it on the card", () => {
    expect(listedPhrase(0)).toBe("Listed today");
    expect(listedPhrase(1)).toBe("Listed yesterday");
    expect(listedPhrase(12)).toBe("Listed 12 days ago");
  });

  it("says it in one sentence on the details page", () => {
    const history = [point("2026-11-01", 900_000), point("2026-11-10", 850_000), point("2026-11-20", 800_000)];
    expect(marketSentence(45, history)).toBe("On sale for 45 days, price cut twice");
    expect(marketSentence(1, history.slice(0, 2))).toBe("On sale for 1 day, price cut once");
    expect(marketSentence(0, [point("x", 1)])).toBe("On sale since today, price unchanged");
    const many = [900, 880, 860, 870, 850].map((p, i) => point(String(i), p));
    expect(marketSentence(30, many)).toBe("On sale for 30 days, price cut 3 times, price raised once");
    expect(marketSentence(null, history)).toBeNull();
    expect(marketSentence(undefined, history)).toBeNull();
  });
});
