/**
 * Where to send a user after signing in: only a path on this site, so a crafted link cannot
 * send a signed-in user elsewhere. Browsers drop tabs and newlines from a URL and read a
 * backslash as a slash before resolving it ("/\t/evil.example" is "//evil.example", another
 * site), so the value is resolved as a browser would and kept only if it stays on this origin.
 */
const ORIGIN = "http://carsaathi.invalid";

export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback = "/saved-listings"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2_000) return fallback;
  // Control characters have no place in a path of ours; a backslash is read as a slash.
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return fallback;
  }
  const url = new URL(value, ORIGIN);
  if (url.origin !== ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
