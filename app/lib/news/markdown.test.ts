import { describe, expect, it } from "vitest";
import { markdownToPlainText, parseInlines, parseMarkdown, safeHref } from "./markdown";

describe("safeHref", () => {
  it("allows site paths and http(s) only", () => {
    expect(safeHref("/used-cars?q=nexon")).toBe("/used-cars?q=nexon");
    expect(safeHref("https://example.org/a")).toBe("https://example.org/a");
    for (const bad of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<b>x</b>", "//evil.example", "vbscript:x", "/\\evil"]) {
      expect(safeHref(bad), bad).toBeNull();
    }
  });
});

describe("parseMarkdown", () => {
  it("reads headings, lists, quotes and inline marks", () => {
    const blocks = parseMarkdown("## Costs\n\nA **big** and *small* `x` [link](/news).\n\n- one\n- two\n\n1. first\n2. second\n\n> said");
    expect(blocks.map((b) => b.kind)).toEqual(["h2", "p", "ul", "ol", "quote"]);
    expect(blocks[1]).toEqual({
      kind: "p",
      inlines: [
        { kind: "text", text: "A " },
        { kind: "strong", text: "big" },
        { kind: "text", text: " and " },
        { kind: "em", text: "small" },
        { kind: "text", text: " " },
        { kind: "code", text: "x" },
        { kind: "text", text: " " },
        { kind: "link", text: "link", href: "/news" },
        { kind: "text", text: "." },
      ],
    });
  });

  it("keeps raw HTML as text and drops unsafe link targets", () => {
    expect(parseInlines('<script>alert(1)</script><img src=x onerror="alert(1)">')).toEqual([
      { kind: "text", text: '<script>alert(1)</script><img src=x onerror="alert(1)">' },
    ]);
    expect(parseInlines("[click](javascript:alert(1))")).toEqual([{ kind: "text", text: "click" }]);
  });

  it("gives plain text for search and feeds", () => {
    expect(markdownToPlainText("## Title\n\nSome **bold** text.\n\n- a\n- b")).toBe("Title\nSome bold text.\na b");
  });
});
