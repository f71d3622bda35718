import { describe, expect, it } from "vitest";
import { safeRedirectTo } from "./safe-redirect";

describe("the page after signing in", () => {
  it("keeps a path on this site, with its query", () => {
    expect(safeRedirectTo("/details/42?tab=specs")).toBe("/details/42?tab=specs");
    expect(safeRedirectTo("/seller")).toBe("/seller");
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative URL", "//evil.example"],
    ["a tab browsers drop (/%09/evil.example)", "/\t/evil.example"],
    ["a newline", "/\n/evil.example"],
    ["a backslash browsers read as a slash", "/\\evil.example"],
    ["a newline inside a path (%0A)", "/saved-listings\nSet-Cookie: x=1"],
    ["nothing", null],
    ["a relative path", "details/1"],
  ])("falls back for %s", (_name, value) => {
    expect(safeRedirectTo(value)).toBe("/saved-listings");
  });
});
