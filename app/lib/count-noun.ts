import { groupIndian } from "./format-inr";

/** "1 car", "2,128 cars", "1 inquiry": a count in Indian digit grouping with its noun in the right number. */
export function countNoun(n: number, one: string, many = `${one}s`): string {
  return `${groupIndian(n)} ${n === 1 ? one : many}`;
}
