import { Link } from "react-router";
import { ConversationList } from "~/components/messaging/conversation-list";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { loadInbox, startChatAction } from "./inbox.server";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () => [{ title: "Messages | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadInbox(request);
}

export function action({ request }: Route.ActionArgs) {
  return startChatAction(request);
}

/** The account's messages: chats about cars the user is buying and, for sellers, selling. */
export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { conversations, now } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Messages</h1>
      <p className="mt-1 text-slate-700">Your chats with sellers, and with buyers about your cars.</p>
      <div className="mt-6">
        <ConversationList
          items={conversations}
          now={now}
          showRole
          hrefFor={(id) => `/messages/${id}`}
          empty={
            <>
              <p>No messages yet. Open a car you like and choose 'Chat with seller' to ask about it.</p>
              <Link to="/used-cars" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
                Browse used cars
              </Link>
            </>
          }
        />
      </div>
    </main>
  );
}
