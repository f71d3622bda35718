/**
 * Listing illustrations: demo listings have no photos, so every card shows a side-view drawing of
 * the body type in the listing's exterior colour with the make and model lettered above it.
 * Rendered from SVG by sharp (librsvg), so only fonts found on Debian are named.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { colorHex } from "../../lib/car-colors";
import { IMAGE_WIDTHS } from "../../lib/image-srcset";
import { ARCH_GAP, GROUND, SILHOUETTES, resolveBodyType, type Silhouette } from "./car-silhouettes";

export interface IllustrationInput {
  bodyType: string | null;
  color: string | null;
  make: string;
  model: string;
  year?: number | null;
}

/** The site-wide responsive widths, so every srcset entry of a card has a file behind it. */
export const ILLUSTRATION_WIDTHS = IMAGE_WIDTHS;
export type IllustrationWidth = (typeof ILLUSTRATION_WIDTHS)[number];

/** Bump when the drawing changes so cached files and immutable URLs are replaced. */
const DESIGN_VERSION = 1;

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const TEXT_X = 124;
/** The make shares its row with the year pill; the model line below it can run wider. */
const MAKE_MAX_WIDTH = 1150;
const MODEL_MAX_WIDTH = 1380;
/** Average advance of a bold sans glyph in em; DejaVu is among the widest, so others fit too. */
const GLYPH_EM = 0.66;

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** Blend `a` towards `b` by `t` (0 = a, 1 = b). */
function mix(a: Rgb, b: Rgb, t: number): string {
  return toHex(a.map((c, i) => c + (b[i] - c) * t));
}

function luminance([r, g, b]: Rgb): number {
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const TRIM = "#24282d";

function palette(colorName: string | null) {
  const hex = colorHex(colorName ?? "");
  const rgb = parseHex(hex);
  const light = luminance(rgb) > 0.72;
  return {
    hex,
    top: mix(rgb, WHITE, 0.3),
    shoulder: mix(rgb, WHITE, 0.1),
    bottom: mix(rgb, BLACK, light ? 0.22 : 0.4),
    // A white car on a white-ish tint would vanish: light cars get a cool neutral backdrop
    // and a grey outline instead of a tint of their own colour.
    outline: light ? "#8a94a0" : mix(rgb, BLACK, 0.5),
    panelGap: light ? "#9aa3ad" : mix(rgb, BLACK, 0.55),
    bgTop: light ? "#eef1f5" : mix(rgb, WHITE, 0.9),
    bgBottom: light ? "#cdd5df" : mix(rgb, WHITE, 0.74),
  };
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * Fits a line of lettering: shrinks the font down to `minSize`, then truncates with an ellipsis.
 * Counts code points so an emoji or Devanagari name is never cut mid-character.
 */
function fitText(
  raw: string,
  maxWidth: number,
  maxSize: number,
  minSize: number,
): { text: string; size: number } {
  const cleaned = raw
    // Characters XML forbids (controls, lone surrogates, U+FFFE/F) make librsvg reject the image.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\p{Cs}\uFFFE\uFFFF]/gu, " ")
    // Debian's fonts have no emoji; they would render as boxes of hex digits.
    .replace(/\p{Extended_Pictographic}|\u200d|\ufe0f/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  const chars = Array.from(cleaned);
  const fits = (n: number, size: number) => n * size * GLYPH_EM <= maxWidth;
  if (fits(chars.length, maxSize)) return { text: cleaned, size: maxSize };
  const size = Math.max(minSize, Math.floor(maxWidth / (chars.length * GLYPH_EM)));
  if (fits(chars.length, size)) return { text: cleaned, size };
  const keep = Math.floor(maxWidth / (minSize * GLYPH_EM)) - 1;
  return { text: `${chars.slice(0, keep).join("").trimEnd()}…`, size: minSize };
}

/** Circle arc cut out of the rocker for each wheel, a little larger than the tyre. */
function archOf(s: Silhouette, x: number) {
  const r = s.wheelR + ARCH_GAP;
  const cy = GROUND - s.wheelR;
  const dx = Math.sqrt(r * r - (s.rockerY - cy) ** 2);
  return { r, cy, left: x - dx, right: x + dx };
}

function bodyPath(s: Silhouette): string {
  const [rear, front] = s.wheelX.map((x) => archOf(s, x));
  const y = s.rockerY;
  return (
    `${s.outline} L ${front.right} ${y} A ${front.r} ${front.r} 0 1 0 ${front.left} ${y} ` +
    `L ${rear.right} ${y} A ${rear.r} ${rear.r} 0 1 0 ${rear.left} ${y} Z`
  );
}

function wheel(s: Silhouette, x: number): string {
  const { r: archR, cy, left, right } = archOf(s, x);
  const r = s.wheelR;
  const rim = r * 0.64;
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const a = ((deg - 90) * Math.PI) / 180;
      return `M ${x} ${cy} L ${(x + Math.cos(a) * rim * 0.86).toFixed(1)} ${(cy + Math.sin(a) * rim * 0.86).toFixed(1)}`;
    })
    .join(" ");
  return (
    `<path d="M ${left} ${s.rockerY} A ${archR} ${archR} 0 1 1 ${right} ${s.rockerY} Z" fill="#15181b"/>` +
    `<circle cx="${x}" cy="${cy}" r="${r}" fill="#1c1f23"/>` +
    `<circle cx="${x}" cy="${cy}" r="${r - 7}" fill="none" stroke="#2e3237" stroke-width="3"/>` +
    `<circle cx="${x}" cy="${cy}" r="${rim}" fill="url(#rim)"/>` +
    `<circle cx="${x}" cy="${cy}" r="${rim * 0.9}" fill="#3a3f45"/>` +
    `<path d="${spokes}" stroke="url(#rim)" stroke-width="${(rim * 0.24).toFixed(1)}" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${cy}" r="${rim * 0.26}" fill="#c9ced4" stroke="#8d949c" stroke-width="2"/>`
  );
}

function cladding(s: Silhouette): string {
  const arches = s.wheelX
    .map((x) => {
      const { r, cy } = archOf(s, x);
      return `<circle cx="${x}" cy="${cy}" r="${r}" fill="none" stroke="${TRIM}" stroke-width="30"/>`;
    })
    .join("");
  return `${arches}<rect x="0" y="${s.rockerY - 26}" width="1600" height="26" fill="${TRIM}"/>`;
}

function carSvg(s: Silhouette, p: ReturnType<typeof palette>): string {
  const body = bodyPath(s);
  const [rearX, frontX] = s.wheelX;
  const centre = (rearX + frontX) / 2;
  const halfLength = (frontX - rearX) / 2 + s.wheelR * 3;
  const handles = s.handles
    .map(([x, y]) => `<rect x="${x - 22}" y="${y - 5}" width="44" height="10" rx="5" fill="${p.panelGap}"/>`)
    .join("");
  return (
    `<ellipse cx="${centre}" cy="${GROUND + 2}" rx="${halfLength}" ry="30" fill="url(#shadow)"/>` +
    (s.trimBehind ? `<path d="${s.trimBehind}" fill="${TRIM}"/>` : "") +
    `<path d="${body}" fill="url(#paint)"/>` +
    `<g clip-path="url(#body)">` +
    (s.cladding ? cladding(s) : "") +
    `<path d="${s.doorLines}" fill="none" stroke="${p.panelGap}" stroke-width="3" stroke-linecap="round"/>` +
    `</g>` +
    `<path d="${body}" fill="none" stroke="${p.outline}" stroke-width="3" stroke-linejoin="round"/>` +
    s.windows.map((w) => `<path d="${w}" fill="url(#glass)" stroke="${TRIM}" stroke-width="4" stroke-linejoin="round"/>`).join("") +
    // Two slanted streaks of sky reflection make flat dark glass read as glass.
    `<g clip-path="url(#glass-area)" fill="#ffffff" opacity="0.1">` +
    `<path d="M ${centre - 160} 300 L ${centre - 70} 300 L ${centre - 230} 600 L ${centre - 320} 600 Z"/>` +
    `<path d="M ${centre + 120} 300 L ${centre + 160} 300 L ${centre} 600 L ${centre - 40} 600 Z"/>` +
    `</g>` +
    handles +
    `<path d="${s.mirror}" fill="url(#paint)" stroke="${p.outline}" stroke-width="3"/>` +
    `<path d="${s.headlight}" fill="#f4f7fb" stroke="${TRIM}" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${s.taillight}" fill="#c3122b" stroke="#5c0a16" stroke-width="3" stroke-linejoin="round"/>` +
    s.wheelX.map((x) => wheel(s, x)).join("")
  );
}

function lettering(input: IllustrationInput, p: ReturnType<typeof palette>): string {
  const make = fitText(input.make, MAKE_MAX_WIDTH, 92, 56);
  const model = fitText(input.model, MODEL_MAX_WIDTH, 60, 40);
  const makeY = 80 + make.size;
  const modelY = makeY + 22 + model.size;
  const year =
    input.year != null && Number.isInteger(input.year) && input.year > 1900 && input.year < 10000
      ? `<rect x="1332" y="88" width="178" height="72" rx="36" fill="#1b2430"/>` +
        `<text x="1421" y="138" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="40" fill="#ffffff">${input.year}</text>`
      : "";
  return (
    `<rect x="90" y="92" width="12" height="${modelY - 92 + 4}" rx="6" fill="${p.hex}" stroke="${p.outline}" stroke-width="2"/>` +
    `<text x="${TEXT_X}" y="${makeY}" font-family="${FONT}" font-weight="bold" font-size="${make.size}" fill="#17202b">${escapeXml(make.text)}</text>` +
    `<text x="${TEXT_X}" y="${modelY}" font-family="${FONT}" font-weight="bold" font-size="${model.size}" fill="#4a5562">${escapeXml(model.text)}</text>` +
    year
  );
}

/** Top of the roof line. Outlines use only absolute M/L/C commands, so every second number is a y. */
function highestY(outline: string): number {
  const numbers = outline.match(/-?\d+(?:\.\d+)?/g) ?? [];
  return Math.min(...numbers.filter((_, i) => i % 2 === 1).map(Number));
}

/** A 16:9 SVG of the listing's car; `width` only sets the intrinsic size, the drawing is 1600x900. */
export function renderCarSvg(input: IllustrationInput, width: number): string {
  const s = SILHOUETTES[resolveBodyType(input.bodyType)];
  const p = palette(input.color);
  const paintTop = highestY(s.outline);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${Math.round((width * 9) / 16)}" viewBox="0 0 1600 900">` +
    `<defs>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.42"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.16"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="paint" gradientUnits="userSpaceOnUse" x1="0" y1="${paintTop}" x2="0" y2="${s.rockerY}">` +
    `<stop offset="0" stop-color="${p.top}"/><stop offset="0.45" stop-color="${p.shoulder}"/><stop offset="0.62" stop-color="${p.hex}"/><stop offset="1" stop-color="${p.bottom}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#4a5868"/><stop offset="1" stop-color="#1a222b"/></linearGradient>` +
    `<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef0f3"/><stop offset="1" stop-color="#9aa2ab"/></linearGradient>` +
    `<clipPath id="body"><path d="${bodyPath(s)}"/></clipPath>` +
    `<clipPath id="glass-area">${s.windows.map((w) => `<path d="${w}"/>`).join("")}</clipPath>` +
    `</defs>` +
    `<rect width="1600" height="900" fill="url(#bg)"/>` +
    `<ellipse cx="800" cy="600" rx="820" ry="330" fill="url(#glow)"/>` +
    // Slightly enlarged and lowered so the car, not the empty backdrop, fills the frame.
    `<g transform="translate(800 790) scale(1.06) translate(-800 ${-GROUND})">${carSvg(s, p)}</g>` +
    lettering(input, p) +
    `</svg>`
  );
}

export async function renderCarWebp(input: IllustrationInput, width: IllustrationWidth): Promise<Buffer> {
  return sharp(Buffer.from(renderCarSvg(input, width))).webp({ quality: 80 }).toBuffer();
}

/** Short stable hash of what the drawing depends on, for immutable URLs and cache file names. */
export function illustrationVersion(input: IllustrationInput): string {
  const key = JSON.stringify([
    DESIGN_VERSION,
    resolveBodyType(input.bodyType),
    colorHex(input.color ?? ""),
    input.make,
    input.model,
    input.year ?? null,
  ]);
  return createHash("sha1").update(key).digest("hex").slice(0, 8);
}
