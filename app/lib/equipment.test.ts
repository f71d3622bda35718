import { describe, expect, it } from "vitest";
import { beyondStandard, equipmentKeyOfWord, equipmentKeysOfName, equipmentKeysOfSpecs, equipmentMatcher, equipmentText } from "./equipment";
import { FEATURE_PHRASES } from "./query-parser-lexicon";
import { emptySpecs } from "./variant-specs";

describe("equipment vocabulary", () => {
  it("maps the catalogue's and sellers' spellings onto one key", () => {
    for (const name of ["Sunroof", "Electric Sunroof", "Panoramic Sunroof", "sun roof", "Moonroof", "Panoramic glass roof"]) {
      expect(equipmentKeysOfName(name), name).toEqual(["sunroof"]);
    }
    expect(equipmentKeysOfName("Rear Parking Camera")).toEqual(["rear-camera"]);
    expect(equipmentKeysOfName("360 Degree Camera")).toEqual(["rear-camera"]);
    expect(equipmentKeysOfName("6 Airbags")).toEqual(["airbags"]);
    expect(equipmentKeysOfName("Electronic Stability Control")).toEqual(["esc"]);
    expect(equipmentKeysOfName("Automatic Climate Control")).toEqual(["climate-control"]);
    expect(equipmentKeysOfName("Touchscreen Infotainment")).toEqual(["touchscreen"]);
    expect(equipmentKeysOfName("Apple CarPlay")).toEqual(["apple-carplay"]);
    expect(equipmentKeysOfName("Push Button Start")).toEqual(["push-button-start"]);
    expect(equipmentKeysOfName("Rear AC Vents")).toEqual([]);
    expect(equipmentKeysOfName("Tabs for cups")).toEqual([]);
  });

  it("reads the keys the specifications imply", () => {
    const specs = emptySpecs();
    specs.comfort.sunroof = true;
    specs.safety.abs = true;
    specs.safety.airbags = 2;
    specs.comfort.keylessEntry = "Smart key";
    specs.comfort.cruiseControl = false;
    expect(equipmentKeysOfSpecs(specs).sort()).toEqual(["abs", "airbags", "keyless-entry", "sunroof"]);
    expect(equipmentKeysOfSpecs(null)).toEqual([]);
  });

  it("reads a search's feature word as a key, except a counted one", () => {
    // Every keyword the query parser writes names a key, so a phrase finds catalogue equipment.
    for (const [, word] of FEATURE_PHRASES) expect(equipmentKeyOfWord(word), word).toBeDefined();
    expect(equipmentKeyOfWord("sunroof")).toBe("sunroof");
    expect(equipmentKeyOfWord("rear-camera")).toBe("rear-camera");
    expect(equipmentKeyOfWord("camera")).toBe("rear-camera");
    expect(equipmentKeyOfWord("cruise control")).toBe("cruise-control");
    expect(equipmentKeyOfWord("Apple CarPlay")).toBe("apple-carplay");
    expect(equipmentKeyOfWord("6 airbags")).toBeUndefined();
    expect(equipmentKeyOfWord("rain sensing wipers")).toBeUndefined();
  });

  it("matches a listing on its own features or its variant's standard ones", () => {
    const specs = emptySpecs();
    specs.comfort.sunroof = true;
    const fromSpecs = equipmentText(["ABS"], { names: ["6 Airbags"], specs });
    const fromNames = equipmentText([], { names: ["Panoramic Sunroof", "Rain Sensing Wipers"] });
    const own = equipmentText(["Electric Sunroof"], null);
    const none = equipmentText(["ABS", "Tabs"], { names: ["2 Airbags"] });
    const sunroof = equipmentMatcher(["sunroof"]);
    expect([fromSpecs, fromNames, own, none].map(sunroof)).toEqual([true, true, true, false]);
    expect(equipmentMatcher(["6 airbags", "abs"])(fromSpecs)).toBe(true);
    expect(equipmentMatcher(["6 airbags"])(none)).toBe(false);
    expect(equipmentMatcher(["rain sensing wipers", "sunroof"])(fromNames)).toBe(true);
    // A key is never found inside a name, nor a name word inside the keys.
    expect(equipmentMatcher(["abs"])(equipmentText(["Tabs"], null))).toBe(false);
    expect(equipmentMatcher(["sun"])(equipmentText([], { names: [], specs }))).toBe(false);
  });

  it("reads a text without keys (rows written before the vocabulary) as names", () => {
    expect(equipmentMatcher(["sunroof"])("sunroof | abs")).toBe(false);
    expect(equipmentMatcher(["6 airbags"])("6 airbags | abs")).toBe(true);
  });

  it("gives the same text for the same kit, whatever the order or case", () => {
    expect(equipmentText(["ABS", "Sunroof"], { names: ["abs"] })).toBe(equipmentText(["sunroof", "abs"], null));
  });

  it("leaves out the seller's names the catalogue already lists", () => {
    expect(beyondStandard(["ABS", "Electric Sunroof", "6 Airbags"], ["abs", "Sunroof", "2 Airbags"])).toEqual(["Electric Sunroof", "6 Airbags"]);
  });
});
