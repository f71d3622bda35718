/**
 * GSTIN (GST identification number) checks for dealer profiles: the 15-character layout and
 * the check character of the GSTN's mod-36 algorithm, so a mistyped number is caught at entry
 * instead of reaching an invoice. The format does not prove the number is registered.
 */

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** State code, PAN (5 letters, 4 digits, letter), entity number, 'Z', check character. */
const LAYOUT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_MESSAGES = {
  required: "GSTIN is required",
  length: "GSTIN must be exactly 15 characters",
  state: "GSTIN must start with a state code from 01 to 38",
  format: "GSTIN must be a state code, a PAN (5 letters, 4 digits, 1 letter), an entity number, 'Z' and a check character",
  checksum: "GSTIN check character does not match: please check the number for typing mistakes",
} as const;

/** Upper case without spaces, as people paste it from invoices ("27 aapfu0939f1zv"). */
export function normalizeGstin(raw: string): string {
  return raw.replace(/\s+/g, "").toUpperCase();
}

/** The check character for the first 14 characters (odd positions weigh 1, even 2, digits of the product in base 36 summed). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** Null when valid, else the first problem's message. Expects a normalised value. */
export function gstinError(gstin: string): string | null {
  if (!gstin) return GSTIN_MESSAGES.required;
  if (gstin.length !== 15) return GSTIN_MESSAGES.length;
  const state = Number(gstin.slice(0, 2));
  if (!/^\d\d/.test(gstin) || state < 1 || state > 38) return GSTIN_MESSAGES.state;
  if (!LAYOUT.test(gstin)) return GSTIN_MESSAGES.format;
  if (gstinCheckChar(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  return null;
}
