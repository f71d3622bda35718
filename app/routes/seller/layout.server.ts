/** The seller pages' frame: signed in only (a guest goes to /auth and comes back), with who is selling. */
import { getDb } from "~/.server/db/client";
import { requireUser } from "~/.server/auth/session";
import { getSellerAccount } from "~/.server/selling/seller-account";

export async function loadSellerLayout(request: Request) {
  const user = await requireUser(request);
  return { seller: await getSellerAccount(await getDb(), user) };
}
