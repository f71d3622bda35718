import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilePicker, summariseFiles } from "./file-picker";

describe("summariseFiles", () => {
  it("says no file, one name, or a count with the first names", () => {
    expect(summariseFiles([])).toBe("No file chosen");
    expect(summariseFiles(["front.jpg"])).toBe("front.jpg");
    expect(summariseFiles(["a.jpg", "b.jpg"])).toBe("2 files: a.jpg, b.jpg");
    expect(summariseFiles(["a", "b", "c", "d", "e"])).toBe("5 files: a, b, c and 2 more");
  });
});

describe("FilePicker", () => {
  it("is a labelled native file input with its accept list, tied to the chosen-files line", () => {
    const html = renderToStaticMarkup(<FilePicker id="photos" name="photos" label="Photos" accept="image/jpeg,image/png" multiple hint="Up to 10" />);
    expect(html).toContain('<label for="photos"');
    const input = html.match(/<input [^>]*>/)?.[0] ?? "";
    for (const attr of ['id="photos"', 'name="photos"', 'type="file"', 'accept="image/jpeg,image/png"', 'multiple=""']) expect(input).toContain(attr);
    expect(html).toContain('aria-describedby="photos-hint photos-files"');
    expect(html).toContain('aria-invalid="false"');
    expect(html).toMatch(/<p id="photos-files" aria-live="polite"[^>]*>No file chosen<\/p>/);
  });

  it("marks the input invalid and shows the error", () => {
    const html = renderToStaticMarkup(<FilePicker id="photos" name="photos" label="Photos" error="Add at least one photo" />);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="photos-error photos-files"');
    expect(html).toMatch(/id="photos-error"[^>]*>Add at least one photo</);
  });
});
