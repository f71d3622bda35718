import { describe, expect, it } from "vitest";
import { signToken, signUnsubscribeToken, verifyToken, verifyUnsubscribeToken } from "./unsubscribe-token";

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

describe("message-email token", () => {
  const userId = "0b6f3c9e-2a41-4d7e-9c55-1f2e3d4c5b6a";

  it("round-trips a user id", () => {
    expect(verifyToken("message-emails", signToken("message-emails", userId, SECRET), SECRET)).toBe(userId);
  });

  it("is no token for another purpose, another user or another secret", () => {
    const alertToken = signUnsubscribeToken(42, SECRET);
    expect(verifyToken("message-emails", alertToken, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(signToken("message-emails", "42", SECRET), SECRET)).toBeNull();
    const mac = signToken("message-emails", userId, SECRET).split(".")[1];
    expect(verifyToken("message-emails", `other-user.${mac}`, SECRET)).toBeNull();
    expect(verifyToken("message-emails", signToken("message-emails", userId, SECRET), `${SECRET}-other`)).toBeNull();
  });

  it("refuses malformed input and will not sign an id it could not read back", () => {
    for (const bad of [null, "", userId, `${userId}.`, `a.b.${"A".repeat(43)}`, `${"u".repeat(65)}.${"A".repeat(43)}`]) {
      expect(verifyToken("message-emails", bad, SECRET)).toBeNull();
    }
    expect(() => signToken("message-emails", "has.dot", SECRET)).toThrow();
  });
});
