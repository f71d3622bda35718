import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { BODY_TYPES } from "../../lib/vehicle-vocabulary";
import {
  ILLUSTRATION_WIDTHS,
  illustrationVersion,
  renderCarSvg,
  renderCarWebp,
  type IllustrationInput,
} from "./car-illustration";
import { resolveBodyType } from "./car-silhouettes";

const city: IllustrationInput = {
  bodyType: "Sedan",
  color: "Fiery Red",
  make: "Honda",
  model: "City",
  year: 2021,
};

/** Tiny well-formedness check: every tag closes in order and every `&` starts an entity. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(stack).toEqual([]);
  expect(svg.replace(/<[^<>]*>/g, "")).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
}

function bodyPathOf(svg: string): string {
  return /<clipPath id="body"><path d="([^"]+)"/.exec(svg)?.[1] ?? "";
}

describe("renderCarSvg", () => {
  it("is a well-formed 16:9 SVG sized to the requested width", () => {
    const svg = renderCarSvg(city, 800);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 1600 900">')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    assertWellFormed(svg);
    expect(svg).toContain(">Honda</text>");
    expect(svg).toContain(">City</text>");
    expect(svg).toContain(">2021</text>");
  });

  it("draws a different silhouette for every body type", () => {
    const paths = BODY_TYPES.map((bodyType) => bodyPathOf(renderCarSvg({ ...city, bodyType }, 800)));
    expect(paths.every((d) => d.length > 100)).toBe(true);
    expect(new Set(paths).size).toBe(BODY_TYPES.length);
  });

  it("matches body types loosely and draws unknown ones as Other", () => {
    const svgOf = (bodyType: string | null) => renderCarSvg({ ...city, bodyType }, 800);
    expect(svgOf("suv")).toBe(svgOf("SUV"));
    expect(svgOf("Pick-up")).toBe(svgOf("Pickup"));
    expect(svgOf("Spaceship")).toBe(svgOf("Other"));
    expect(svgOf(null)).toBe(svgOf("Other"));
  });

  it("escapes XML in the lettering", () => {
    const svg = renderCarSvg({ ...city, make: "A&B <Motors>", model: `"Q" 'x'` }, 800);
    expect(svg).toContain("A&amp;B &lt;Motors&gt;");
    expect(svg).toContain("&quot;Q&quot; &apos;x&apos;");
    expect(svg).not.toContain("<Motors>");
    assertWellFormed(svg);
  });

  it("truncates very long names with an ellipsis", () => {
    const long = "Extraordinarily Long Manufacturer Name That Keeps Going";
    const svg = renderCarSvg({ ...city, make: long, model: `${long} ${long}` }, 800);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts[0]).toMatch(/^Extraordinarily .*…$/);
    expect(texts[0].length).toBeLessThan(long.length);
    expect(texts[1]).toMatch(/…$/);
  });

  it("leaves out the year pill without a plausible year", () => {
    expect(renderCarSvg({ ...city, year: null }, 800)).not.toContain("<rect x=\"1332\"");
    expect(renderCarSvg({ ...city, year: undefined }, 800)).not.toContain("<rect x=\"1332\"");
    expect(renderCarSvg({ ...city, year: 2021.5 }, 800)).not.toContain("2021.5");
  });

  it("gives light cars a neutral backdrop so a white car stays visible", () => {
    expect(renderCarSvg({ ...city, color: "Polar White" }, 800)).toContain('stop-color="#eef1f5"');
    expect(renderCarSvg(city, 800)).not.toContain('stop-color="#eef1f5"');
  });
});

describe("renderCarWebp", () => {
  it.each(ILLUSTRATION_WIDTHS)("renders a %i px wide 16:9 webp", async (width) => {
    const webp = await renderCarWebp(city, width);
    expect(webp.subarray(0, 4).toString("latin1")).toBe("RIFF");
    expect(webp.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(width);
    expect(meta.height).toBe((width * 9) / 16);
  });

  it("actually draws the lettering with an installed font", async () => {
    // The lettering area (top left) holds dark glyph pixels only when text rendered.
    const darkest = async (input: IllustrationInput) => {
      const crop = await sharp(await renderCarWebp(input, 800))
        .extract({ left: 60, top: 40, width: 300, height: 90 })
        .png()
        .toBuffer();
      const region = await sharp(crop).stats();
      return Math.min(...region.channels.slice(0, 3).map((c) => c.min));
    };
    expect(await darkest(city)).toBeLessThan(80);
    expect(await darkest({ ...city, make: "", model: "" })).toBeGreaterThan(150);
  });

  it("survives characters XML forbids and emoji in listing data", async () => {
    const webp = await renderCarWebp(
      { ...city, make: "Bad\u0007\uD800\uFFFF Make", model: "City 🚗" },
      400,
    );
    expect((await sharp(webp).metadata()).width).toBe(400);
  });
});

describe("illustrationVersion", () => {
  it("is 8 hex characters and stable", () => {
    expect(illustrationVersion(city)).toMatch(/^[0-9a-f]{8}$/);
    expect(illustrationVersion({ ...city })).toBe(illustrationVersion(city));
  });

  it("changes when anything drawn changes", () => {
    const versions = [
      city,
      { ...city, bodyType: "SUV" },
      { ...city, color: "Nexa Blue" },
      { ...city, make: "Hyundai" },
      { ...city, model: "Amaze" },
      { ...city, year: 2022 },
    ].map(illustrationVersion);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it("ignores spellings that draw the same picture", () => {
    expect(illustrationVersion({ ...city, bodyType: "sedan" })).toBe(illustrationVersion(city));
    expect(illustrationVersion({ ...city, color: "fiery red" })).toBe(illustrationVersion(city));
  });
});

describe("resolveBodyType", () => {
  it.each([
    ["SUV", "SUV"],
    ["compact suv", "SUV"],
    ["hatch", "Hatchback"],
    ["Coupé", "Coupe"],
    ["MPV", "MUV"],
    ["Cabriolet", "Convertible"],
    ["Pick-Up Truck", "Pickup"],
    ["sedan", "Sedan"],
    ["", "Other"],
    ["Limousine", "Other"],
  ])("maps %s to %s", (input, expected) => {
    expect(resolveBodyType(input)).toBe(expected);
  });
});
