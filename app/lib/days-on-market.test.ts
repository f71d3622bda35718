import { describe, expect, it } from "vitest";
import { daysOnMarket, marketSentence, priceMoves } from "./days-on-market";

const now = new Date("2026-11-24T12:00:00Z");
const point = (date: string, price: number) => ({ date, price });

describe("days on market", () => {
  it("counts whole days since listing, never negative", () => {
    expect(daysOnMarket("2026-11-01T12:00:00Z", now)).toBe(23);
    expect(daysOnMarket("2026-11-24T11:00:00Z", now)).toBe(0);
    expect(daysOnMarket("2026-11-25T12:00:00Z", now)).toBe(0);
    expect(daysOnMarket("not a date", now)).toBeNull();
  });

  it("counts cuts and rises between consecutive prices", () => {
    expect(priceMoves([point("a", 900), point("b", 850), point("c", 870), point("d", 800)])).toEqual({ cuts: 2, rises: 1 });
    expect(priceMoves([])).toEqual({ cuts: 0, rises: 0 });
  });

  it("says it in one sentence", () => {
    const history = [point("2026-11-01", 900_000), point("2026-11-10", 850_000), point("2026-11-20", 800_000)];
    expect(marketSentence("2026-11-01T12:00:00Z", history, now)).toBe("Listed 23 days ago, price cut twice");
    expect(marketSentence("2026-11-23T12:00:00Z", history.slice(0, 2), now)).toBe("Listed yesterday, price cut once");
    expect(marketSentence("2026-11-24T10:00:00Z", [point("x", 1)], now)).toBe("Listed today, price unchanged");
    const many = [900, 880, 860, 870, 850].map((p, i) => point(String(i), p));
    expect(marketSentence("2026-10-25T12:00:00Z", many, now)).toBe("Listed 30 days ago, price cut 3 times, price raised once");
    expect(marketSentence("bad", history, now)).toBeNull();
  });
});
