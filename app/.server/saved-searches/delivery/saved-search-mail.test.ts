import { describe, expect, it } from "vitest";
import type { Vehicle } from "~/lib/vehicle";
import { digestMail, instantMail, type MailedSearch } from "./saved-search-mail";

const ORIGIN = "https://carsaathi.example";
const car = (id: number, extra: Partial<Vehicle> = {}) =>
  ({ id: String(id), title: "Hyundai Creta SX", year: 2020, price: 850_000, city: "Pune", images: [`/images/cars/${id}/abc-1200.webp`], dealRating: null, ...extra }) as Vehicle;
const search = (n: number, name = "Hyundai under 9 lakh", alsoMatched = 0): MailedSearch => ({
  name,
  query: "make=Hyundai&maxPrice=900000",
  unsubscribeUrl: `${ORIGIN}/saved-searches/unsubscribe?token=7.mac`,
  cars: Array.from({ length: n }, (_, k) => ({ vehicle: car(k + 1, k === 0 ? { dealRating: "great" } : {}), kind: k === 1 ? ("price_drop" as const) : ("new" as const) })),
  alsoMatched,
});
const to = { email: "asha@example.com", name: "Asha" };

describe("saved-search mail", () => {
  it("shows each car with its photo, price, deal rating and link, and a one-click unsubscribe", () => {
    const mail = instantMail(to, search(2), ORIGIN);
    expect(mail.subject).toBe("2 new cars for “Hyundai under 9 lakh”");
    expect(mail.body).toContain("2020 Hyundai Creta SX: ₹8,50,000 · Great deal · Pune\n  Photo: https://carsaathi.example/images/cars/1/abc-1200.webp\n  See the car: https://carsaathi.example/details/1");
    expect(mail.body).toContain("2020 Hyundai Creta SX: ₹8,50,000 (price dropped) · Pune");
    expect(mail.body).toContain("All results: https://carsaathi.example/search?make=Hyundai&maxPrice=900000");
    expect(mail.headers).toEqual({ "List-Unsubscribe": "<https://carsaathi.example/saved-searches/unsubscribe?token=7.mac>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("puts at most 10 cars a search in the digest, then how many more with the search's link", () => {
    const mail = digestMail(to, [search(13), search(1, "Tata Nexon")], ORIGIN);
    expect(mail.subject).toBe("Your saved searches: 14 new cars today");
    expect(mail.body.match(/See the car:/g)).toHaveLength(11);
    expect(mail.body).toContain("“Hyundai under 9 lakh”: 13 new cars");
    expect(mail.body).toContain("3 more: https://carsaathi.example/search?make=Hyundai&maxPrice=900000");
    expect(mail.body).toContain("“Tata Nexon”: 1 new car");
    // Two searches: no single List-Unsubscribe; one: its own.
    expect(mail.headers).toBeUndefined();
    expect(digestMail(to, [search(1)], ORIGIN).headers?.["List-Unsubscribe"]).toBe(`<${ORIGIN}/saved-searches/unsubscribe?token=7.mac>`);
  });

  it("counts the cars a matching run kept no row for, and lists at most 10 in an instant mail too", () => {
    const instant = instantMail(to, search(10, "Hyundai under 9 lakh", 240), ORIGIN);
    expect(instant.subject).toBe("250 new cars for “Hyundai under 9 lakh”");
    expect(instant.body).toContain("250 cars now match your saved search");
    expect(instant.body.match(/See the car:/g)).toHaveLength(10);
    expect(instant.body).toContain("240 more: https://carsaathi.example/search?make=Hyundai&maxPrice=900000");
    const digest = digestMail(to, [search(10, "Hyundai under 9 lakh", 35), search(2, "Tata Nexon")], ORIGIN);
    expect(digest.subject).toBe("Your saved searches: 47 new cars today");
    expect(digest.body).toContain("“Hyundai under 9 lakh”: 45 new cars");
    expect(digest.body).toContain("35 more: https://carsaathi.example/search?make=Hyundai&maxPrice=900000");
  });
});
