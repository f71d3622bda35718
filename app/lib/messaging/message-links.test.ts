import { describe, expect, it } from "vitest";
import { splitMessageLinks } from "./message-links";

const SITE = "carsaathi.in";

describe("links in a chat message", () => {
  it("links our own pages and partner marketplaces, without the sentence's full stop", () => {
    expect(splitMessageLinks("See https://carsaathi.in/details/12. Or https://www.cars24.com/buy-used-car", SITE)).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://carsaathi.in/details/12", href: "https://carsaathi.in/details/12" },
      { kind: "text", text: ". Or " },
      { kind: "link", text: "https://www.cars24.com/buy-used-car", href: "https://www.cars24.com/buy-used-car" },
    ]);
  });

  it("leaves unknown hosts, look-alikes and addresses with credentials as plain text", () => {
    for (const body of [
      "Pay here: https://upi-pay-secure.example/pay?amt=5000",
      "https://cars24.com.evil.example/booking",
      "https://carsaathi.in@evil.example/login",
      "http://notcarsaathi.in/x",
    ]) {
      expect(splitMessageLinks(body, SITE)).toEqual([{ kind: "text", text: body }]);
    }
  });

  it("recognises the site's own host when it runs on a port (development)", () => {
    expect(splitMessageLinks("http://localhost:3000/details/5", "localhost:3000")[0]).toMatchObject({ kind: "link" });
  });
});
