import { afterEach, describe, expect, it } from "vitest";
import { requestEnded, requestStarted } from "./requests-in-flight";
import { inSlices } from "./time-slice";

/** About `ms` of CPU. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

let open = 0;
afterEach(() => {
  for (; open > 0; open--) requestEnded();
});

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

  it("holds back while a request is being answered, then finishes", async () => {
    requestStarted();
    open++;
    let done = 0;
    const pass = inSlices(Array.from({ length: 400 }, (_, i) => i), () => {
      busy(0.5);
      done++;
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Idle, 60 ms would have done ~120 cars; with a request in flight, a slice or so.
    expect(done).toBeLessThan(40);
    requestEnded();
    open--;
    await pass;
    expect(done).toBe(400);
  });
});
