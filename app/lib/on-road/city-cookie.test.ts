import { describe, expect, it } from "vitest";
import { cityCookie, readCityCookie } from "./city-cookie";

describe("city cookie", () => {
  it("reads the remembered city among other cookies, spelled as we list it", () => {
    expect(readCityCookie("a=1; cs_city=pune; b=2")).toBe("Pune");
    expect(readCityCookie(`x=y; ${cityCookie("Bangalore").split(";")[0]}`)).toBe("Bangalore");
  });

  it("ignores a missing, unknown or malformed city", () => {
    expect(readCityCookie(null)).toBeNull();
    expect(readCityCookie("cs_city=Atlantis")).toBeNull();
    expect(readCityCookie("cs_city=%E0%A4")).toBeNull();
    expect(readCityCookie("xcs_city=Pune")).toBeNull();
  });

  it("is kept a year for the whole site", () => {
    expect(cityCookie("Mumbai")).toBe("cs_city=Mumbai; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
