/**
 * /notifications, the bell's list: the user's new matches and price drops, newest first, the
 * unseen ones marked "New"; reading it marks them seen (matches in the database, price drops
 * by the browser's cs_drops_seen cookie, decision 038).
 */
import { data } from "react-router";
import { requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { dropsSeenCookie, readDropsSeenAt } from "~/.server/saved-searches/drops-seen-cookie";
import { listNotifications, markMatchesSeen } from "~/.server/saved-searches/notifications";

export async function loadNotificationsPage(request: Request) {
  const user = await requireUser(request);
  const db = await getDb();
  const now = new Date();
  const items = await listNotifications(db, user.id, await readDropsSeenAt(request), now);
  await markMatchesSeen(db, user.id, now);
  return data({ items }, { headers: { "Cache-Control": PRIVATE_NO_STORE, "Set-Cookie": await dropsSeenCookie(now) } });
}
