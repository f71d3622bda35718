import { MessageCircle } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import type { SellerChat } from "~/lib/details-page";

const action = "/messages";
const CHAT_BUTTON = { variant: "primary", block: true, className: "mt-4 gap-2" } as const;

/**
 * 'Chat with seller' for a CarSaathi seller's car. A guest goes to sign in and comes back to
 * this car; a buyer with a conversation continues it; the seller sees their own messages.
 * Starting is a form post (one conversation per buyer per car), so it works before scripts load.
 */
export function ChatWithSeller({ listingId, chat, signedIn }: { listingId: number; chat: SellerChat; signedIn: boolean }) {
  const busy = useNavigation().formAction === action;
  if (chat.kind === "unavailable") return null;
  if (chat.kind === "own") {
    return (
      <Link to="/seller/messages" className={buttonClass({ ...CHAT_BUTTON, variant: "secondary" })}>
        <MessageCircle aria-hidden="true" className="size-5" />
        Your car: see buyers' messages
      </Link>
    );
  }
  if (!signedIn) {
    return (
      <Link to={`/auth?redirectTo=${encodeURIComponent(`/details/${listingId}`)}`} className={buttonClass(CHAT_BUTTON)}>
        <MessageCircle aria-hidden="true" className="size-5" />
        Chat with seller
      </Link>
    );
  }
  if (chat.conversationId !== null) {
    return (
      <Link to={`/messages/${chat.conversationId}`} className={buttonClass(CHAT_BUTTON)}>
        <MessageCircle aria-hidden="true" className="size-5" />
        Continue chat with seller
      </Link>
    );
  }
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="listingId" value={listingId} />
      <Button type="submit" {...CHAT_BUTTON} disabled={busy} className={`${CHAT_BUTTON.className} disabled:opacity-60`}>
        <MessageCircle aria-hidden="true" className="size-5" />
        Chat with seller
      </Button>
    </Form>
  );
}
