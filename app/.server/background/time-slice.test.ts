import { describe, expect, it, vi } from "vitest";
import { requestsInFlight, requestStarted } from "./requests-in-flight";
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

  it("runs one slice a turn of the event loop, however many works run in slices at once", async () => {
    // What happened, in order: "t" a timer (as a request's I/O would), else the work whose item ran.
    const log: string[] = [];
    let ticking = true;
    const tick = () => {
      log.push("t");
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const items = Array.from({ length: 200 }, (_, i) => i);
    const work = (name: string) =>
      inSlices(items, () => {
        if (log.at(-1) !== name) log.push(name);
        busy(0.2);
      });
    await Promise.all([work("a"), work("b"), work("c")]);
    ticking = false;
    // 40 ms of work each, in slices of about 4 ms: the timer ran between them.
    expect(log.filter((e) => e === "t").length).toBeGreaterThanOrEqual(20);
    // Their first slices run as they are called, before the loop turns; after that, the timer
    // runs between any two works' slices (resumed together, they ran back to back: "tabctabc").
    const turns = log.slice(log.indexOf("t"));
    const handovers = turns.filter((e, i) => e !== "t" && i > 0 && turns[i - 1] !== "t");
    expect(handovers, log.join("")).toEqual([]);
  });
});

describe("background work that steps aside for requests", () => {
  const items = Array.from({ length: 40 }, (_, i) => i);

  it("waits after a slice while a request is in flight, and goes on as soon as it ends", async () => {
    let done = 0;
    const ended = requestStarted();
    const work = inSlices(items, () => (busy(0.5), done++), { deferToRequests: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const doneWhileInFlight = done;
    expect(doneWhileInFlight).toBeLessThan(items.length);
    ended();
    await work;
    expect(done).toBe(items.length);
    expect(requestsInFlight()).toBe(0);
  });

  // Timers faked (setImmediate stays real): a wait for requests ends only when the test says so.
  it("still moves, a slice per wait of at most 16 ms, when requests never stop", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const ended = requestStarted();
      let finished = false;
      const many = Array.from({ length: 320 }, (_, i) => i);
      const work = inSlices(many, () => busy(0.2), { deferToRequests: true }).then(() => (finished = true));
      await new Promise((resolve) => setImmediate(resolve));
      let waits = 0;
      for (; !finished && waits < 100; waits++) await vi.advanceTimersByTimeAsync(16);
      await work;
      // 64 ms of work, asked every 32 items (6.4 ms): it waited between slices, each wait ending by itself.
      expect(waits).toBeGreaterThanOrEqual(5);
      expect(finished).toBe(true);
      ended();
    } finally {
      vi.useRealTimers();
    }
  });

  it("is not held back by requests unless it steps aside for them", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const ended = requestStarted();
      let done = 0;
      // No timer is ever advanced: only work that does not wait can finish.
      await inSlices(items, () => (busy(0.5), done++));
      expect(done).toBe(items.length);
      ended();
    } finally {
      vi.useRealTimers();
    }
  });

  it("is not held back by a request in flight for more than 100 ms (a partner's push)", async () => {
    const ended = requestStarted();
    await new Promise((resolve) => setTimeout(resolve, 110));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let done = 0;
      await inSlices(items, () => (busy(0.5), done++), { deferToRequests: true });
      expect(done).toBe(items.length);
    } finally {
      vi.useRealTimers();
      ended();
    }
  });
});
