import { describe, expect, it } from "vitest";
import { nearbyVariants } from "./nearby-variants";

const list = ["a", "b", "c", "d", "e", "f"];

describe("nearby variants", () => {
  it("takes the neighbours below and above, in the model's order", () => {
    expect(nearbyVariants(list, 2, 2)).toEqual(["b", "d"]);
    expect(nearbyVariants(list, 2, 3)).toEqual(["a", "b", "d"]);
  });

  it("fills from the other side at either end, and never includes the variant itself", () => {
    expect(nearbyVariants(list, 0, 2)).toEqual(["b", "c"]);
    expect(nearbyVariants(list, 5, 3)).toEqual(["c", "d", "e"]);
    expect(nearbyVariants(["a"], 0, 2)).toEqual([]);
  });
});
