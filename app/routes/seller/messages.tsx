import { ConversationList } from "~/components/messaging/conversation-list";
import { MessagesList } from "~/components/seller/messages-list";
import { Pagination } from "~/components/listings/pagination";
import { PRIVATE_NO_STORE } from "~/.server/http/cache-control";
import { loadSellerMessages, sellerMessagesAction } from "./messages.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: "Messages | Seller Dashboard | CarSaathi" }, { name: "robots", content: "noindex" }];

export function headers() {
  return { "Cache-Control": PRIVATE_NO_STORE };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadSellerMessages(request);
}

export function action({ request }: Route.ActionArgs) {
  return sellerMessagesAction(request);
}

export default function SellerMessages({ loaderData }: Route.ComponentProps) {
  const { messages, total, page, pageCount, now, conversations } = loaderData;
  return (
    <div className="space-y-10">
      <section aria-labelledby="chats-heading">
        <h2 id="chats-heading" className="text-xl font-bold text-slate-900">
          Messages
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">Chats with buyers about your cars, newest first. They arrive here as they are sent.</p>
        <ConversationList
          items={conversations}
          now={now}
          hrefFor={(id) => `/seller/messages/${id}`}
          empty={<p>No chats yet. When a buyer chooses 'Chat with seller' on one of your cars and writes, the chat shows here.</p>}
        />
      </section>
      <section aria-labelledby="enquiries-heading">
        <h2 id="enquiries-heading" className="text-xl font-bold text-slate-900">
          Enquiries and booking requests
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Sent from your cars' pages ({total}). Call or write to them on the number or email they gave.
        </p>
        <MessagesList messages={messages} now={now} />
        <div className="mt-6">
          <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `/seller/messages?page=${p}`} edges="labels" />
        </div>
      </section>
    </div>
  );
}
