/**
 * Responsive images: our image URLs end in "-{width}.webp", so the other widths are the same
 * URL with another number (spec section 9: widths 400, 800, 1200, 1600; 16:9 by default).
 */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;
const WIDTH_SUFFIX = /-(\d{3,4})\.webp$/;

export function imageSrcSet(url: string): string | undefined {
  if (!WIDTH_SUFFIX.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url.replace(WIDTH_SUFFIX, `-${w}.webp`)} ${w}w`).join(", ");
}

export function imageAtWidth(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return url.replace(WIDTH_SUFFIX, `-${width}.webp`);
}
