import { describe, expect, it } from "vitest";
import { parseComparedVariants, wantsOnlyDifferences } from "./compare-params";

const parse = (query: string) => parseComparedVariants(new URLSearchParams(query));

describe("compared variants", () => {
  it("reads comma-separated and repeated params, in order, each once", () => {
    expect(parse("variants=lxi,vxi")).toEqual({ ok: true, slugs: ["lxi", "vxi"] });
    expect(parse("variants=lxi&variants=vxi&variants=zxi")).toEqual({ ok: true, slugs: ["lxi", "vxi", "zxi"] });
    expect(parse("variants=lxi, vxi&variants=lxi")).toEqual({ ok: true, slugs: ["lxi", "vxi"] });
  });

  it("refuses fewer than 2 and more than 3", () => {
    expect(parse("")).toMatchObject({ ok: false, reason: "too-few" });
    expect(parse("variants=lxi,,lxi")).toMatchObject({ ok: false, reason: "too-few" });
    expect(parse("variants=a,b,c,d")).toMatchObject({ ok: false, reason: "too-many", slugs: ["a", "b", "c", "d"] });
  });

  it("hides equal rows only with only=diff", () => {
    expect(wantsOnlyDifferences(new URLSearchParams("only=diff"))).toBe(true);
    expect(wantsOnlyDifferences(new URLSearchParams("only=all"))).toBe(false);
  });
});
