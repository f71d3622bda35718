import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { shouldRevalidateRoot } from "./root-revalidation";

const args = (from: string, to: string, formMethod?: "GET" | "POST"): ShouldRevalidateFunctionArgs =>
  ({
    currentUrl: new URL(from, "https://carsaathi.test"),
    nextUrl: new URL(to, "https://carsaathi.test"),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  }) as ShouldRevalidateFunctionArgs;

describe("root loader revalidation", () => {
  it("is skipped when a filter changes only the query string of the same page", () => {
    expect(shouldRevalidateRoot(args("/search?q=creta", "/search?q=creta&fuel=Diesel"))).toBe(false);
  });

  it("runs when the visitor moves to another page", () => {
    expect(shouldRevalidateRoot(args("/search?q=creta", "/saved-listings"))).toBe(true);
  });

  it("runs after a form is sent, even to the same page (sign-in, profile changes)", () => {
    expect(shouldRevalidateRoot(args("/profile", "/profile", "POST"))).toBe(true);
    expect(shouldRevalidateRoot(args("/search", "/search?q=city", "GET"))).toBe(true);
  });

  it("runs on the way into and out of /notifications, which marks the bell's items seen", () => {
    const plainMove = (from: string, to: string) => ({ ...args(from, to), defaultShouldRevalidate: false });
    expect(shouldRevalidateRoot(plainMove("/", "/notifications"))).toBe(true);
    expect(shouldRevalidateRoot(plainMove("/notifications", "/details/7"))).toBe(true);
    expect(shouldRevalidateRoot(plainMove("/", "/details/7"))).toBe(false);
  });
});
