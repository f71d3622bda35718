/**
 * The seller's inbox for now: each enquiry or booking request with its car, the buyer's
 * contact details exactly as typed (the seller calls or writes back), and the spec's date label.
 * Marking an enquiry handled goes through a fetcher, so the list keeps its place.
 */
import { Link, useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatInr } from "~/lib/format-inr";
import { messageDateLabel } from "~/lib/message-date-label";
import type { SellerMessage as MessageItem } from "~/lib/selling/seller-message";

function HandledControl({ id }: { id: number }) {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="handled" />
      <input type="hidden" name="enquiryId" value={id} />
      <Button type="submit" variant="secondary" size="sm" disabled={busy}>
        {busy ? "Saving..." : "Mark as handled"}
      </Button>
    </fetcher.Form>
  );
}

function MessageCard({ item, now }: { item: MessageItem; now: Date }) {
  const kindLabel = item.kind === "enquiry" ? "Enquiry" : "Booking request";
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <img src={item.listingImage} alt="" width={96} height={54} loading="lazy" className="hidden h-16 w-28 shrink-0 rounded-md object-cover sm:block" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 className="font-semibold text-slate-900">
            {item.buyerName} <span className="font-normal text-slate-700">about</span>{" "}
            <Link to={`/details/${item.listingId}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">
              {item.listingTitle}
            </Link>
          </h3>
          <time dateTime={item.sentAt} className="text-sm text-slate-700">
            {messageDateLabel(item.sentAt, now)}
          </time>
        </div>
        <div className="mt-1 flex flex-wrap gap-2">
          <Badge tone={item.kind === "enquiry" ? "neutral" : "brand"}>{kindLabel}</Badge>
          {item.handled ? <Badge tone="success">Handled</Badge> : null}
        </div>
        {item.message ? <p className="mt-2 whitespace-pre-line break-words text-slate-800">{item.message}</p> : null}
        {item.priceAtRequest !== null ? (
          <p className="mt-2 text-slate-800">Wants to book at {formatInr(item.priceAtRequest)}.</p>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a href={`tel:${item.phone}`} className="font-medium text-brand-700 hover:underline">
            {item.phone}
          </a>
          {item.email ? (
            <a href={`mailto:${item.email}`} className="break-all font-medium text-brand-700 hover:underline">
              {item.email}
            </a>
          ) : null}
        </p>
        {item.kind === "enquiry" && !item.handled ? (
          <div className="mt-3">
            <HandledControl id={item.id} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function MessagesList({ messages, now }: { messages: MessageItem[]; now: string }) {
  if (messages.length === 0) {
    return (
      <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
        <p>No messages yet. When buyers send an enquiry or a booking request from one of your cars, it shows here.</p>
        <Link to="/seller" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
          See your listings
        </Link>
      </div>
    );
  }
  const today = new Date(now);
  return (
    <ul className="mt-4 space-y-3" aria-label="Messages from buyers">
      {messages.map((m) => (
        <MessageCard key={`${m.kind}-${m.id}`} item={m} now={today} />
      ))}
    </ul>
  );
}
