import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge, badgeClass } from "./badge";

describe("badgeClass", () => {
  it("shares one shape and picks the tone's colours", () => {
    expect(badgeClass()).toBe("rounded-md px-2 py-0.5 text-xs font-semibold bg-slate-200 text-slate-800");
    expect(badgeClass("accent")).toContain("bg-accent-700 text-white");
    expect(badgeClass("brand", "inline-flex gap-1").endsWith("bg-brand-700 text-white inline-flex gap-1")).toBe(true);
  });

  it("renders a span", () => {
    expect(renderToStaticMarkup(<Badge tone="success">New</Badge>)).toBe(`<span class="${badgeClass("success")}">New</span>`);
  });
});
