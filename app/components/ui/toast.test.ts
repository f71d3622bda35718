import { describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), message: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() }));
vi.mock("sonner", () => ({ toast: sonner }));

const { toast } = await import("./toast");

/** The options Sonner was handed for the latest toast of a kind (the call goes through a dynamic import). */
async function lastOptions(kind: keyof typeof sonner) {
  await vi.waitFor(() => expect(sonner[kind]).toHaveBeenCalled());
  return sonner[kind].mock.lastCall?.[1] as { duration?: number } | undefined;
}

describe("toast durations (spec section 9)", () => {
  it("gives the first success of a page 2 s, not Sonner's default, whether or not the Toaster has loaded", async () => {
    toast.success("Saved");
    expect(await lastOptions("success")).toMatchObject({ duration: 2000 });
  });

  it("gives errors 4 s", async () => {
    toast.error("Could not save");
    expect(await lastOptions("error")).toMatchObject({ duration: 4000 });
  });

  it("lets a caller's own duration win", async () => {
    toast.success("Copied", { duration: 800 });
    await vi.waitFor(() => expect(sonner.success).toHaveBeenCalledTimes(2));
    expect(sonner.success.mock.lastCall?.[1]).toMatchObject({ duration: 800 });
  });
});
