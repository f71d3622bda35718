/**
 * /messages: the signed-in user's conversations (as buyer and as seller). Its action is 'Chat
 * with seller' from a car's details page: it opens (or finds) the buyer's conversation about
 * that car and goes to it. A guest whose session ended is sent to sign in and back to the car.
 */
import { data, redirect } from "react-router";
import { getCurrentUser, requireUser } from "~/.server/auth/session";
import { getDb } from "~/.server/db/client";
import { AppError } from "~/.server/http/app-error";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { setFlash } from "~/.server/http/flash";
import { listConversations, startConversation } from "~/.server/messaging/conversations";

export async function loadInbox(request: Request) {
  const user = await requireUser(request);
  const conversations = await listConversations(await getDb(), user.id);
  return data({ conversations, now: new Date().toISOString() }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

export async function startChatAction(request: Request) {
  const form = await request.formData();
  const listingId = Number(form.get("listingId"));
  if (!Number.isSafeInteger(listingId) || listingId < 1) throw data("Choose a car to chat about", { status: 400 });
  const user = await getCurrentUser(request);
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(`/details/${listingId}`)}`);
  try {
    const { id } = await startConversation(await getDb(), user.id, listingId);
    return redirect(`/messages/${id}`);
  } catch (error) {
    // The car sold meanwhile, or it is the seller's own: back to the car, saying why.
    if (!(error instanceof AppError) || (error.code !== "not_found" && error.code !== "forbidden")) throw error;
    const message = error.code === "not_found" ? "This car is no longer on sale, so its seller can't be messaged" : error.message;
    return redirect(`/details/${listingId}`, { headers: { "Set-Cookie": await setFlash({ type: "error", message }) } });
  }
}
