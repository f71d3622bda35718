/** What every page needs about the visitor: who they are, which cars they saved, a flash. */
import { data } from "react-router";
import { listSavedIds } from "~/.server/account/saved-listings";
import { getDb } from "~/.server/db/client";
import { takeFlash } from "~/.server/http/flash";
import { publicOrigin } from "~/.server/http/public-origin";
import { getCurrentUser } from "~/.server/auth/session";

export async function loadRootData(request: Request) {
  const [user, { flash, clear }] = await Promise.all([getCurrentUser(request), takeFlash(request)]);
  const savedIds = user ? await listSavedIds(await getDb(), user.id) : [];
  // The origin lets every page's meta write absolute canonical and og:url links.
  return data({ user, savedIds, flash, origin: publicOrigin() }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}
