import type { ShouldRevalidateFunctionArgs } from "react-router";

/** A conversation page's `shouldRevalidate`: a sent message comes back in the action's answer, so the page is not read again. */
export function skipRevalidateAfterSend({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formData?.get("intent") === "send" ? false : defaultShouldRevalidate;
}
