import { describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { loadedLater, type LaterComponent } from "./loaded-later";

function Calculator({ price }: { price: number }) {
  return <p>{price}</p>;
}

type Props = { price: number };
const render = (Later: LaterComponent<Props>, props: Props) => (Later as (props: Props) => ReactElement)(props);

/** What a render throws: the promise a suspended component hands to its boundary. */
function suspension(Later: LaterComponent<Props>): unknown {
  try {
    render(Later, { price: 1 });
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}

describe("loadedLater", () => {
  it("suspends until its code is here, then renders the loaded component with its props", async () => {
    const load = vi.fn(async () => Calculator);
    const Later = loadedLater(load);
    const thrown = suspension(Later);
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    const element = render(Later, { price: 450_000 });
    expect(element.type).toBe(Calculator);
    expect(element.props).toEqual({ price: 450_000 });
    await Later.preload();
    expect(load).toHaveBeenCalledTimes(1); // fetched once
  });

  it("after a failed download stays suspended (the server's HTML) instead of asking again in a loop", async () => {
    const load = vi.fn().mockRejectedValue(new TypeError("Failed to fetch dynamically imported module"));
    const Later = loadedLater<Props>(load);
    await expect(Later.preload()).rejects.toThrow("Failed to fetch");
    const thrown = suspension(Later);
    expect(thrown).toBeInstanceOf(Promise);
    const settled = await Promise.race([(thrown as Promise<void>).then(() => "settled", () => "settled"), new Promise((r) => setTimeout(() => r("pending"), 50))]);
    expect(settled).toBe("pending");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
