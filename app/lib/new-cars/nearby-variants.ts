/**
 * The variants next to one in the model's price order, for "Other variants" and "Compare with":
 * a buyer weighs a variant against the ones just below and above it, not the whole range.
 */
export function nearbyVariants<T>(variants: readonly T[], index: number, count: number): T[] {
  const picked: T[] = [];
  // Alternate below and above (cheaper first), then fill from whichever side has more.
  for (let step = 1; picked.length < count && (index - step >= 0 || index + step < variants.length); step++) {
    if (index - step >= 0) picked.push(variants[index - step]);
    if (picked.length < count && index + step < variants.length) picked.push(variants[index + step]);
  }
  // Back in the model's own order (price), so the list reads cheapest first.
  return picked.sort((a, b) => variants.indexOf(a) - variants.indexOf(b));
}
