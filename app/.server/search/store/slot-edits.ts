/**
 * Which slots changed after a generation of the index, as far as a remembered search cares
 * (search-memo.ts): an answer passed over slots 0..n at generation g stays exact for those
 * slots while none below n changed after g, so only the slots added since need passing.
 *
 * Kept as a stack of (generation, slot) with both rising from bottom to top: a new edit pops
 * every entry at or above its slot (for any generation before theirs, it is the lower slot
 * edited later), so the lowest slot edited after g is the first entry past g. Edits to slots
 * no search has passed yet are not kept: no answer covers them.
 */

/** Past this many entries the older half is forgotten: asking about a generation before them says "edited". */
const MAX_ENTRIES = 65_536;

export class SlotEdits {
  private generations: number[] = [];
  private slots: number[] = [];
  /** Edits at or before this generation were forgotten. */
  private forgottenUpTo = -1;
  /** Slots below this have been passed by a remembered search. */
  passedSize = 0;

  /** Slot `slot` changed, visible from `generation` on. */
  note(generation: number, slot: number) {
    if (slot >= this.passedSize) return;
    const { generations, slots } = this;
    let top = slots.length;
    while (top > 0 && slots[top - 1]! >= slot) top--;
    generations.length = top;
    slots.length = top;
    generations.push(generation);
    slots.push(slot);
    if (slots.length > MAX_ENTRIES) {
      const drop = MAX_ENTRIES / 2;
      this.forgottenUpTo = generations[drop - 1]!;
      this.generations = generations.slice(drop);
      this.slots = slots.slice(drop);
    }
  }

  /** Whether a slot below `size` changed after `generation` (or that is no longer known). */
  editedBelow(size: number, generation: number): boolean {
    if (generation < this.forgottenUpTo) return true;
    const { generations, slots } = this;
    // The first entry past `generation` holds the lowest slot edited since.
    let lo = 0;
    let hi = generations.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (generations[mid]! > generation) hi = mid;
      else lo = mid + 1;
    }
    return lo < slots.length && slots[lo]! < size;
  }
}
