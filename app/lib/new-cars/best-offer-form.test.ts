import { describe, expect, it } from "vitest";
import { validateOffer } from "./best-offer-form";
import { consentLabel, NEED_CONTACT_MESSAGE, offerSentMessage, type OfferValues } from "./best-offer-texts";

const valid: OfferValues = { variant: "", city: "Pune", name: "Asha Rao", phone: "9876543210", email: "", sharePhone: "on" };

describe("validateOffer", () => {
  it("accepts a request with the number shared, and reads the tick as consent", () => {
    const result = validateOffer(valid);
    expect(result).toEqual({ ok: true, data: { variant: null, city: "Pune", name: "Asha Rao", phone: "9876543210", email: null, sharePhone: true } });
  });

  it("spells the city as listed and keeps a chosen variant's id", () => {
    const result = validateOffer({ ...valid, city: " bengaluru ", variant: "42", phone: "+91 98765-43210" });
    expect(result.ok && result.data).toMatchObject({ city: "Bangalore", variant: 42, phone: "9876543210" });
  });

  it("refuses each bad field with its own message", () => {
    const result = validateOffer({ variant: "abc", city: "Atlantis", name: "A", phone: "12345", email: "not-an-email", sharePhone: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["city", "email", "name", "phone", "variant"]);
    expect(result.errors.city).toBe("Choose your city");
    expect(result.errors.phone).toMatch(/10-digit/);
  });

  it("asks for an email when the number is not shared, so the offers can reach the buyer", () => {
    const result = validateOffer({ ...valid, sharePhone: "" });
    expect(result).toEqual({ ok: false, errors: { email: NEED_CONTACT_MESSAGE } });
    expect(validateOffer({ ...valid, sharePhone: "", email: "Asha@Example.in" })).toMatchObject({ ok: true, data: { sharePhone: false, email: "asha@example.in" } });
  });
});

describe("offer texts", () => {
  it("names the make and city in the consent", () => {
    expect(consentLabel("Hyundai", "Pune")).toBe("Share my mobile number with dealers of Hyundai in Pune");
    expect(consentLabel("Hyundai", null)).toBe("Share my mobile number with dealers of Hyundai in your city");
  });

  it("says how many dealers got it, and only promises a call when the number was shared", () => {
    expect(offerSentMessage({ dealers: 2, make: "Hyundai", city: "Pune", sharePhone: true })).toBe("Sent to 2 dealers of Hyundai in Pune. They can see your mobile number and will call you.");
    expect(offerSentMessage({ dealers: 1, make: "Hyundai", city: "Pune", sharePhone: false })).toMatch(/^Sent to 1 dealer of Hyundai in Pune\. They cannot see/);
    expect(offerSentMessage({ dealers: 0, make: "Hyundai", city: "Pune", sharePhone: true })).toBe(
      "No dealer of Hyundai in Pune is on CarSaathi yet. We have kept your request and our team will call you within a working day.",
    );
    expect(offerSentMessage({ dealers: 0, make: "Hyundai", city: "Pune", sharePhone: false })).toMatch(/will email you within a working day\.$/);
  });
});
