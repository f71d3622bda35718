import { describe, expect, it } from "vitest";
import { createWorkLane, ImageWorkRefused } from "./image-work-queue";

/** A job that runs until `finish` is called, noting when it started. */
function heldJob(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => (log.push(name), done), finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a work lane", () => {
  it("runs at most `concurrency` jobs at once, the waiting ones in order as slots free", async () => {
    const lane = createWorkLane({ concurrency: 2 });
    const log: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((name) => heldJob(log, name));
    const runs = jobs.map((j) => lane.run(j.job));
    await settle();
    expect(log).toEqual(["a", "b"]);
    expect([lane.running, lane.waiting]).toEqual([2, 2]);
    jobs[1]!.finish();
    await settle();
    expect(log).toEqual(["a", "b", "c"]);
    for (const j of jobs) j.finish();
    await Promise.all(runs);
    expect(log).toEqual(["a", "b", "c", "d"]);
    expect([lane.running, lane.waiting]).toEqual([0, 0]);
  });

  it("refuses a job at once when the queue is full, with a time to retry, and takes one again once a slot frees", async () => {
    const lane = createWorkLane({ concurrency: 1, maxWaiting: 2 });
    const log: string[] = [];
    const jobs = ["a", "b", "c"].map((name) => heldJob(log, name));
    const runs = jobs.map((j) => lane.run(j.job));
    const refused = await lane.run(async () => "d").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageWorkRefused);
    expect((refused as ImageWorkRefused).reason).toBe("busy");
    expect((refused as ImageWorkRefused).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    jobs[0]!.finish();
    await settle();
    const later = lane.run(async () => "e");
    for (const j of jobs) j.finish();
    await Promise.all(runs);
    expect(await later).toBe("e");
  });

  it("holds at most `maxPerOwner` jobs of one owner, others unaffected, and a failed job frees its place", async () => {
    const lane = createWorkLane({ concurrency: 1, maxWaiting: 10, maxPerOwner: 2 });
    const log: string[] = [];
    const first = heldJob(log, "asha 1");
    const running = lane.run(first.job, "asha");
    const failing = lane.run(() => Promise.reject(new Error("damaged")), "asha");
    await expect(lane.run(async () => "asha 3", "asha")).rejects.toMatchObject({ reason: "owner" });
    const ravi = lane.run(async () => "ravi", "ravi");
    first.finish();
    await running;
    await expect(failing).rejects.toThrow("damaged");
    expect(await ravi).toBe("ravi");
    expect(await lane.run(async () => "asha again", "asha")).toBe("asha again");
  });
});
