import { Link } from "react-router";
import { skipRevalidateAfterSend } from "~/components/messaging/skip-revalidate-after-send";
import { ConversationScreen } from "~/components/messaging/conversation-screen";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { conversationAction, loadConversation } from "./conversation.server";
import type { Route } from "./+types/conversation";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data ? `${data.conversation.otherName} about ${data.conversation.vehicleTitle} | Messages | CarSaathi` : "Messages | CarSaathi" },
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

export default function Conversation({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
      <Link to="/messages" className="mb-3 inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline">
        ← All messages
      </Link>
      <ConversationScreen key={loaderData.conversation.id} data={loaderData} />
    </main>
  );
}
