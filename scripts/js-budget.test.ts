import { describe, expect, it } from "vitest";
import { BUDGET_BYTES, checkBudget, KNOWN_OVER_BUDGET } from "./js-budget.mjs";

describe("the JavaScript budget check", () => {
  it("fails a public route over the budget, naming the route and its size", () => {
    const { problems } = checkBudget(new Map([["routes/news-new-page", BUDGET_BYTES + 1_500]]));
    expect(problems).toEqual(["routes/news-new-page: 101.5 KB gzip of JavaScript before interaction, over the 100 KB budget"]);
  });

  it("leaves private pages and routes within the budget alone", () => {
    const sizes = new Map([
      ["routes/admin/partners", BUDGET_BYTES * 2],
      ["routes/seller/upload", BUDGET_BYTES * 2],
      ["routes/home", BUDGET_BYTES],
    ]);
    expect(checkBudget(sizes)).toEqual({ problems: [], notes: [] });
  });

  it("fails a route still over the budget once it grows past its ceiling, and says when one has come under", () => {
    const [id, ceiling] = Object.entries(KNOWN_OVER_BUDGET)[0];
    expect(checkBudget(new Map([[id, ceiling]])).problems).toEqual([]);
    expect(checkBudget(new Map([[id, ceiling + 1]])).problems).toHaveLength(1);
    expect(checkBudget(new Map([[id, BUDGET_BYTES - 1]])).notes).toEqual([
      `${id}: ${((BUDGET_BYTES - 1) / 1000).toFixed(1)} KB gzip, now within the budget: remove it from KNOWN_OVER_BUDGET`,
    ]);
  });
});
