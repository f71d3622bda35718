import { describe, expect, it } from "vitest";
import { inSlices } from "./time-slice";

/** About `ms` of CPU. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe("background work in slices", () => {
  it("lets waiting callbacks run before the pass is done", async () => {
    let done = 0;
    let doneWhenTimerRan = -1;
    setTimeout(() => (doneWhenTimerRan = done), 0);
    await inSlices(Array.from({ length: 400 }, (_, i) => i), () => {
      busy(0.5);
      done++;
    });
    expect(doneWhenTimerRan).toBeGreaterThanOrEqual(0);
    expect(doneWhenTimerRan).toBeLessThan(400 / 2);
  });
});
