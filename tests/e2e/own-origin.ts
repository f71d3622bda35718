import { test } from "@playwright/test";

/**
 * The Origin a browser puts on our own pages' posts. A test that posts through `request`
 * (not a page) adds it: the server refuses a signed-in write without same-origin proof.
 */
export function ownOrigin(): { Origin: string } {
  return { Origin: new URL(String(test.info().project.use.baseURL)).origin };
}
