/** What every page needs about the visitor: who they are, their saved cars and searches, the bell's count, a flash. */
import { data } from "react-router";
import { NOTIFICATIONS_PATH } from "~/lib/saved-search-offer";
import { listSavedIds } from "~/.server/account/saved-listings";
import { getDb, type Database } from "~/.server/db/client";
import { takeFlash } from "~/.server/http/flash";
import { publicOrigin } from "~/.server/http/public-origin";
import { getCurrentUser } from "~/.server/auth/session";
import { readDropsSeenAt } from "~/.server/saved-searches/drops-seen-cookie";
import { countUnseenNotifications } from "~/.server/saved-searches/notifications";
import { listSavedSearchKeys } from "~/.server/saved-searches/saved-searches";

export async function loadRootData(request: Request) {
  const [user, { flash, clear }] = await Promise.all([getCurrentUser(request), takeFlash(request)]);
  const account = user ? await loadAccount(await getDb(), user.id, request) : { savedIds: [], savedSearchKeys: [], unseen: 0 };
  // The origin lets every page's meta write absolute canonical and og:url links.
  return data({ user, ...account, flash, origin: publicOrigin() }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

async function loadAccount(db: Database, userId: string, request: Request) {
  // /notifications marks everything seen as it lists it: its own header shows none waiting.
  const onBellPage = new URL(request.url).pathname === NOTIFICATIONS_PATH;
  const [savedIds, savedSearchKeys, unseen] = await Promise.all([
    listSavedIds(db, userId),
    listSavedSearchKeys(db, userId),
    onBellPage ? 0 : readDropsSeenAt(request).then((seenAt) => countUnseenNotifications(db, userId, seenAt)),
  ]);
  return { savedIds, savedSearchKeys, unseen };
}
