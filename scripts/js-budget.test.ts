import { describe, expect, it } from "vitest";
import { BUDGET_BYTES, checkBudget } from "./js-budget.mjs";

describe("the JavaScript budget check", () => {
  it("fails a public route over the budget, naming the route and its size", () => {
    expect(checkBudget(new Map([["routes/news-new-page", BUDGET_BYTES + 1_500]]))).toEqual(["routes/news-new-page: 101.5 KB gzip of JavaScript before interaction, over the 100 KB budget"]);
  });

  it("leaves private pages and routes within the budget alone", () => {
    const sizes = new Map([
      ["routes/admin/partners", BUDGET_BYTES * 2],
      ["routes/seller/upload", BUDGET_BYTES * 2],
      ["routes/home", BUDGET_BYTES],
    ]);
    expect(checkBudget(sizes)).toEqual([]);
  });

});
