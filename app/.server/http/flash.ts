/**
 * One-shot messages across a redirect ('Welcome back, {name}!', 'Logged out successfully'):
 * a short-lived cookie the root loader reads once and clears, so the toast survives the
 * redirect and does not come back on reload.
 */
import { createCookie } from "react-router";

export type Flash = { type: "success" | "error"; message: string };

const flashCookie = createCookie("cs_flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

export function setFlash(flash: Flash): Promise<string> {
  return flashCookie.serialize(flash);
}

/** The flash, if any, and the Set-Cookie that clears it. */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("cs_flash=")) return { flash: null, clear: null };
  const value = (await flashCookie.parse(cookie)) as Flash | null;
  const flash = value && typeof value.message === "string" ? { type: value.type === "error" ? "error" : "success", message: value.message } as Flash : null;
  return { flash, clear: await flashCookie.serialize("", { maxAge: 0 }) };
}
