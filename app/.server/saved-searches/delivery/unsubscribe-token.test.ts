import { describe, expect, it } from "vitest";
import { signUnsubscribeToken } from "../../alerts/unsubscribe-token";
import { signSavedSearchToken, verifySavedSearchToken } from "./unsubscribe-token";

const SECRET = "a-test-secret-of-at-least-thirty-two-chars";

describe("saved-search unsubscribe token", () => {
  it("round-trips the search id", () => {
    expect(verifySavedSearchToken(signSavedSearchToken(42, SECRET), SECRET)).toBe(42);
  });

  it("refuses another search's id, another secret, a tampered MAC and a price alert's token", () => {
    const token = signSavedSearchToken(42, SECRET);
    const mac = token.split(".")[1];
    expect(verifySavedSearchToken(`43.${mac}`, SECRET)).toBeNull();
    expect(verifySavedSearchToken(token, `${SECRET}-other`)).toBeNull();
    expect(verifySavedSearchToken(`42.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`, SECRET)).toBeNull();
    expect(verifySavedSearchToken(signUnsubscribeToken(42, SECRET), SECRET)).toBeNull();
  });

  it("refuses malformed input without throwing", () => {
    for (const bad of [null, undefined, "", "42", "42.", ".abc", "0.abc", "-1.abc", "99999999999.abc", `42.${"A".repeat(44)}`, "42.a b"]) {
      expect(verifySavedSearchToken(bad, SECRET)).toBeNull();
    }
  });
});
