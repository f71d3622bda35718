import { Link } from "react-router";
import { skipRevalidateAfterSend } from "~/components/messaging/skip-revalidate-after-send";
import { ConversationScreen } from "~/components/messaging/conversation-screen";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { conversationAction, loadConversation } from "../messaging/conversation.server";
import type { Route } from "./+types/conversation";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.conversation.otherName} | Messages | Seller Dashboard | CarSaathi` : "Messages | Seller Dashboard | CarSaathi" },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadConversation(request, params.id);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return conversationAction(request, params.id, context.clientIp);
}

export const shouldRevalidate = skipRevalidateAfterSend;

/** A buyer's chat inside the dashboard: the same screen as /messages/:id, under the side menu. */
export default function SellerConversation({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <Link to="/seller/messages" className="mb-3 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline">
        ← All messages
      </Link>
      <ConversationScreen key={loaderData.conversation.id} data={loaderData} headingLevel={2} />
    </div>
  );
}
