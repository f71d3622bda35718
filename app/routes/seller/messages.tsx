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
  const { messages, total, page, pageCount, now } = loaderData;
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="text-xl font-bold text-slate-900">
        Messages
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Enquiries and booking requests buyers sent from your cars' pages ({total}). Call or write to them on the number or
        email they gave.
      </p>
      <MessagesList messages={messages} now={now} />
      <div className="mt-6">
        <Pagination page={page} pageCount={pageCount} hrefFor={(p) => `/seller/messages?page=${p}`} edges="labels" />
      </div>
    </section>
  );
}
