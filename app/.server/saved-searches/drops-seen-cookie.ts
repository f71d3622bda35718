/**
 * When this browser last opened the bell's list: what marks price-alert drops seen until
 * price_alerts has a column for it (alert-price-drops.ts, decision 038). A timestamp only,
 * httpOnly; a missing or unreadable one means nothing was seen yet.
 */
import { createCookie } from "react-router";

const ONE_YEAR = 365 * 24 * 60 * 60;
const cookie = createCookie("cs_drops_seen", { httpOnly: true, sameSite: "lax", path: "/", maxAge: ONE_YEAR });

export async function readDropsSeenAt(request: Request): Promise<Date> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("cs_drops_seen=")) return new Date(0);
  const value: unknown = await cookie.parse(header);
  return typeof value === "number" && Number.isFinite(value) ? new Date(value) : new Date(0);
}

export function dropsSeenCookie(seenAt: Date): Promise<string> {
  return cookie.serialize(seenAt.getTime());
}
