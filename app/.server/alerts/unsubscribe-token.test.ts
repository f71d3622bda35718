import { describe, expect, it } from "vitest";
import { signUnsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

const SECRET = "a-test-secret-of-at-least-thirty-two-chars";

describe("unsubscribe token", () => {
  it("round-trips the alert id", () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(42, SECRET), SECRET)).toBe(42);
  });

  it("refuses a token for another alert, another secret or a tampered MAC", () => {
    const token = signUnsubscribeToken(42, SECRET);
    const mac = token.split(".")[1];
    expect(verifyUnsubscribeToken(`43.${mac}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(token, `${SECRET}-other`)).toBeNull();
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    expect(verifyUnsubscribeToken(`42.${flipped}`, SECRET)).toBeNull();
  });

  it("refuses malformed input without throwing", () => {
    for (const bad of [null, undefined, "", "42", "42.", ".abc", "0.abc", "-1.abc", "99999999999.abc", `42.${"A".repeat(44)}`, "42.a b"]) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull();
    }
  });
});
