import { describe, expect, it } from "vitest";
import { signSaleCheckToken, verifySaleCheckToken } from "./sale-check-token";

const secret = "s".repeat(32);
const round = new Date("2026-11-01T10:00:00Z");
const claim = { listingId: 42, answer: "still-for-sale" as const, round };
const day = 86_400_000;

describe("sale check tokens", () => {
  it("round-trips the listing, the answer and the round", () => {
    const token = signSaleCheckToken(claim, secret);
    expect(verifySaleCheckToken(token, secret, new Date(round.getTime() + day))).toEqual({ ok: true, claim });
    const sold = signSaleCheckToken({ ...claim, answer: "sold" }, secret);
    expect(verifySaleCheckToken(sold, secret, round)).toEqual({ ok: true, claim: { ...claim, answer: "sold" } });
  });

  it("refuses a tampered token: another listing, answer or round, or another secret", () => {
    const token = signSaleCheckToken(claim, secret);
    const [, code, seconds, mac] = token.split(".");
    expect(verifySaleCheckToken(`43.${code}.${seconds}.${mac}`, secret, round)).toEqual({ ok: false, reason: "invalid" });
    expect(verifySaleCheckToken(`42.s.${seconds}.${mac}`, secret, round)).toEqual({ ok: false, reason: "invalid" });
    expect(verifySaleCheckToken(`42.${code}.${Number(seconds) + 1}.${mac}`, secret, round)).toEqual({ ok: false, reason: "invalid" });
    expect(verifySaleCheckToken(token, "t".repeat(32), round)).toEqual({ ok: false, reason: "invalid" });
    expect(verifySaleCheckToken("", secret, round)).toEqual({ ok: false, reason: "invalid" });
    expect(verifySaleCheckToken(null, secret, round)).toEqual({ ok: false, reason: "invalid" });
  });

  it("expires 14 days after its mail", () => {
    const token = signSaleCheckToken(claim, secret);
    expect(verifySaleCheckToken(token, secret, new Date(round.getTime() + 14 * day)).ok).toBe(true);
    expect(verifySaleCheckToken(token, secret, new Date(round.getTime() + 14 * day + 1000))).toEqual({ ok: false, reason: "expired" });
  });
});
