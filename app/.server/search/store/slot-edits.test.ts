import { describe, expect, it } from "vitest";
import { SlotEdits } from "./slot-edits";

describe("slot edits", () => {
  it("says whether a slot below a size changed after a generation, as a list of every edit would", () => {
    let seed = 3;
    const next = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const edits = new SlotEdits();
    edits.passedSize = 1_000;
    const all: [number, number][] = [];
    for (let generation = 1; generation <= 2_000; generation++) {
      const slot = Math.floor(next() * 1_200);
      edits.note(generation, slot);
      if (slot < 1_000) all.push([generation, slot]);
    }
    for (let k = 0; k < 500; k++) {
      const generation = Math.floor(next() * 2_000);
      const size = Math.floor(next() * 1_000);
      expect(edits.editedBelow(size, generation)).toBe(all.some(([g, s]) => g > generation && s < size));
    }
  });

  it("keeps no edit of a slot no search has passed, and answers 'edited' for generations it has forgotten", () => {
    const edits = new SlotEdits();
    edits.passedSize = 10;
    edits.note(1, 50);
    expect(edits.editedBelow(100, 0)).toBe(false);
    // Rising slots are all kept, until there are too many: then the older half goes.
    edits.passedSize = 1_000_000;
    for (let generation = 2; generation <= 70_000; generation++) edits.note(generation, generation);
    expect(edits.editedBelow(1, 5)).toBe(true);
    expect(edits.editedBelow(40_000, 32_769)).toBe(true);
    expect(edits.editedBelow(32_770, 32_769)).toBe(false);
  });
});
