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

  it("holds the pages a guest can open to it, sign-in and password reset among them", () => {
    const sizes = new Map([
      ["routes/account/auth", BUDGET_BYTES + 1_000],
      ["routes/account/forgot-password", BUDGET_BYTES + 1_000],
      ["routes/messaging/unsubscribe", BUDGET_BYTES + 1_000],
      ["routes/account/profile", BUDGET_BYTES * 2],
    ]);
    expect(checkBudget(sizes).map((problem) => problem.split(":")[0])).toEqual(["routes/account/auth", "routes/account/forgot-password", "routes/messaging/unsubscribe"]);
  });

});
