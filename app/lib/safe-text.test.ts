import { describe, expect, it } from "vitest";
import { findUnsafeJsonText, MAX_JSON_DEPTH, stripUnreadable, unreadableText } from "./safe-text";

describe("unreadableText", () => {
  it("accepts ordinary text, unicode, emoji and right-to-left scripts", () => {
    for (const text of ["Creta 2020", "₹5 lakh", "🚗 कार", "سيارة", "' or 1=1--", "../../etc/passwd", ""]) {
      expect(unreadableText(text)).toBeNull();
    }
  });

  it("refuses NUL, other C0 controls and DEL", () => {
    for (const text of ["a\u0000b", "\u0001", "x\u001b[31m", "\u007f", "a\tb", "a\nb"]) {
      expect(unreadableText(text)).toBe("contains a control character");
    }
  });

  it("lets multi-line fields keep tab and line breaks, never NUL", () => {
    expect(unreadableText("line one\r\n\tline two", { multiline: true })).toBeNull();
    expect(unreadableText("a\u0000", { multiline: true })).toBe("contains a control character");
  });

  it("refuses lone surrogates", () => {
    expect(unreadableText("a\ud800b")).toBe("contains an invalid character");
    expect(unreadableText("\udc00")).toBe("contains an invalid character");
  });
});

describe("findUnsafeJsonText", () => {
  it("refuses JSON nested deeper than any of ours, without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(5_000)}1${"]".repeat(5_000)}`) as unknown;
    expect(findUnsafeJsonText(deep)?.message).toBe(`is nested more than ${MAX_JSON_DEPTH} levels deep`);
    const allowed = JSON.parse(`${"[".repeat(MAX_JSON_DEPTH)}"fine"${"]".repeat(MAX_JSON_DEPTH)}`) as unknown;
    expect(findUnsafeJsonText(allowed)).toBeNull();
    expect(findUnsafeJsonText({ a: JSON.parse(`${'{"b":'.repeat(100)}1${"}".repeat(100)}`) as unknown })?.field).toMatch(/^a\.b\.b/);
  });

  it("names the first bad string by its path", () => {
    expect(findUnsafeJsonText({ a: "ok", list: [1, { note: "x\u0000" }] })).toEqual({ field: "list.1.note", message: "contains a control character" });
    expect(findUnsafeJsonText("\u0000")).toEqual({ field: "body", message: "contains a control character" });
  });

  it("checks field names too and passes clean values", () => {
    expect(findUnsafeJsonText({ "k\u0000": 1 })?.message).toMatch(/field name/);
    expect(findUnsafeJsonText({ a: [1, true, null, "fine\n"] })).toBeNull();
  });
});

describe("stripUnreadable", () => {
  it("drops control characters and lone surrogates, keeps the rest", () => {
    expect(stripUnreadable("\u0000cr\u001feta\ud800 🚗")).toBe("creta 🚗");
  });
});
