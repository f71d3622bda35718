/** /seller/analytics: dealers only; a private seller gets a 403 page that says why, inside the dashboard. */
import { data } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { getSellerAccount } from "~/.server/selling/seller-account";
import { getSellerAnalytics } from "~/.server/selling/seller-analytics";
import { parseRange } from "~/lib/selling/analytics-range";

const headers = { "Cache-Control": PRIVATE_NO_STORE };

export async function loadSellerAnalytics(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const seller = await getSellerAccount(db, user);
  if (!seller.isDealer) return data({ kind: "dealers-only" as const }, { status: 403, headers });
  const range = parseRange(new URL(request.url).searchParams.get("range"));
  return data({ kind: "analytics" as const, ...(await getSellerAnalytics(db, user.id, range)) }, { headers });
}
