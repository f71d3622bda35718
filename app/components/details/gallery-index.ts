/** Gallery navigation that wraps around: next after the last is the first, and back again. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** A horizontal swipe longer than this many pixels moves to the next or previous image. */
export const SWIPE_THRESHOLD_PX = 50;

/** -1 (previous), 1 (next) or 0 (not a swipe) from where a touch started and ended. */
export function swipeDirection(startX: number, endX: number): -1 | 0 | 1 {
  const delta = endX - startX;
  if (Math.abs(delta) < SWIPE_THRESHOLD_PX) return 0;
  return delta < 0 ? 1 : -1;
}
