import { describe, expect, it } from "vitest";
import { loggedUrl } from "./logged-url";

describe("the URL a request log keeps", () => {
  it("hides signed tokens, OAuth codes and addresses, and keeps the path and the search", () => {
    expect(loggedUrl("/listings/still-for-sale?token=abc.def&answer=sold")).toBe("/listings/still-for-sale?token=hidden&answer=sold");
    expect(loggedUrl("/api/auth/callback/google?code=4%2F0Ab&state=xyz")).toBe("/api/auth/callback/google?code=hidden&state=hidden");
    expect(loggedUrl("/auth/reset?email=asha%40example.in")).toBe("/auth/reset?email=hidden");
    expect(loggedUrl("/search?make=Hyundai&q=creta%20diesel")).toBe("/search?make=Hyundai&q=creta%20diesel");
    expect(loggedUrl("/details/42")).toBe("/details/42");
  });
});
