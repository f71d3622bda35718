import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";

const classes = (list: string) => new Set(list.split(" "));

describe("buttonClass", () => {
  it("defaults to the primary brand button at the medium size", () => {
    expect(classes(buttonClass())).toEqual(
      classes("inline-flex items-center justify-center rounded-lg font-semibold bg-brand-700 text-white hover:bg-brand-600 h-11 px-4"),
    );
  });

  it("gives each variant its own colours and hover shade", () => {
    expect(buttonClass({ variant: "strong" })).toContain("hover:bg-brand-900");
    expect(buttonClass({ variant: "bright" })).toContain("bg-brand-600 text-white hover:bg-brand-700");
    expect(buttonClass({ variant: "accent" })).toContain("bg-accent-700 text-white hover:bg-accent-800");
    expect(buttonClass({ variant: "secondary" })).toContain("border border-slate-300 bg-white text-slate-800 hover:bg-slate-50");
  });

  it("leaves out the hover shade on request, and switches to a block", () => {
    const plain = buttonClass({ hover: false, block: true, size: "compact" });
    expect(plain).not.toContain("hover:");
    expect(classes(plain).has("flex")).toBe(true);
    expect(classes(plain).has("inline-flex")).toBe(false);
    expect(plain).toContain("px-4 py-2");
  });

  it("appends extra classes and sets no size classes for size none", () => {
    expect(buttonClass({ size: "none", className: "h-12 px-6" }).endsWith("hover:bg-brand-600 h-12 px-6")).toBe(true);
    expect(buttonClass({ size: "sm" })).toContain("h-10 px-3 text-sm");
  });
});

describe("Button", () => {
  it("renders a non-submitting button unless told otherwise", () => {
    expect(renderToStaticMarkup(<Button>Go</Button>)).toMatch(/^<button type="button" class="[^"]*bg-brand-700[^"]*">Go<\/button>$/);
    expect(renderToStaticMarkup(<Button type="submit" disabled>Go</Button>)).toContain('type="submit"');
  });
});
