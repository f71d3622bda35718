import { describe, expect, it } from "vitest";
import { generatePartnerKey, hashPartnerKey } from "./partner-keys";

describe("partner keys", () => {
  it("are random, at least 128 bits, and kept only as a hash with a short clear prefix", () => {
    const a = generatePartnerKey();
    const b = generatePartnerKey();
    expect(a.key).not.toBe(b.key);
    // 32 random bytes as base64url: 43 characters after the prefix.
    expect(a.key).toMatch(/^cs_live_[A-Za-z0-9_-]{43}$/);
    expect(a.hash).toBe(hashPartnerKey(a.key));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.key.startsWith(a.prefix)).toBe(true);
    expect(a.prefix.length).toBeLessThan(16);
  });
});
