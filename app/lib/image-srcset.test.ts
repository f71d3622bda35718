import { describe, expect, it } from "vitest";
import { imageAtWidth, imageSrcSet } from "./image-srcset";

describe("responsive image URLs", () => {
  it("lists the four widths of a generated image", () => {
    expect(imageSrcSet("/images/cars/7/ab12cd34-1200.webp")).toBe(
      "/images/cars/7/ab12cd34-400.webp 400w, /images/cars/7/ab12cd34-800.webp 800w, " +
        "/images/cars/7/ab12cd34-1200.webp 1200w, /images/cars/7/ab12cd34-1600.webp 1600w",
    );
  });

  it("leaves other URLs alone", () => {
    expect(imageSrcSet("/uploads/photo.jpg")).toBeUndefined();
    expect(imageAtWidth("/images/cars/7/ab12cd34-1200.webp", 400)).toBe("/images/cars/7/ab12cd34-400.webp");
  });
});
