/**
 * The spec's conversation list: the car's picture and title, the other person's name, the last
 * message and its date label, and the unread count. It refreshes itself when a live message
 * arrives, so a seller watching the list sees a new chat rise to the top.
 */
import { ShieldAlert } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { useLiveMessages } from "~/components/messaging/live-messages";
import { messageDateLabel } from "~/lib/message-date-label";
import type { ConversationListItem } from "~/lib/messaging/conversation";

function lastLine(item: ConversationListItem): string {
  if (!item.lastMessage) return "No messages yet: say hello";
  return `${item.lastMessage.mine ? "You: " : ""}${item.lastMessage.body}`;
}

function Row({ item, now, href, showRole }: { item: ConversationListItem; now: Date; href: string; showRole: boolean }) {
  const unread = item.unreadCount > 0;
  return (
    <li>
      <Link
        to={href}
        className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-300 hover:bg-brand-50/40 sm:p-4"
      >
        <img src={item.pictureUrl} alt="" width={112} height={63} loading="lazy" className="h-14 w-20 shrink-0 rounded-md object-cover sm:h-16 sm:w-28" />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p className={`truncate text-slate-900 ${unread ? "font-bold" : "font-semibold"}`}>{item.otherName}</p>
            {item.lastMessage ? (
              <time dateTime={item.lastMessage.createdAt} className={`shrink-0 text-sm ${unread ? "font-semibold text-brand-800" : "text-slate-600"}`}>
                {messageDateLabel(item.lastMessage.createdAt, now)}
              </time>
            ) : null}
          </div>
          <p className="truncate text-sm text-slate-700">
            {showRole ? <span className="font-medium">{item.role === "buyer" ? "Buying: " : "Selling: "}</span> : null}
            {item.vehicleTitle}
          </p>
          <div className="mt-1 flex items-center justify-between gap-3">
            <p className={`truncate text-sm ${unread ? "font-semibold text-slate-900" : "text-slate-600"}`}>
              {item.lastMessage?.flaggedPayment ? <ShieldAlert aria-label="Asks for money" className="mr-1 inline size-4 text-amber-700" /> : null}
              {lastLine(item)}
            </p>
            {unread ? (
              <span className="shrink-0 rounded-full bg-brand-700 px-2 text-sm font-semibold text-white">
                {item.unreadCount}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
          </div>
          {item.blocked ? <p className="mt-1 text-sm text-red-800">Blocked</p> : null}
        </div>
      </Link>
    </li>
  );
}

interface ConversationListProps {
  items: ConversationListItem[];
  now: string;
  hrefFor: (id: number) => string;
  /** Say 'Buying' or 'Selling' on each row (the account's list holds both). */
  showRole?: boolean;
  empty: React.ReactNode;
}

export function ConversationList({ items, now, hrefFor, showRole = false, empty }: ConversationListProps) {
  const revalidator = useRevalidator();
  useLiveMessages({ onMessage: () => void revalidator.revalidate() });
  if (items.length === 0) return <div className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">{empty}</div>;
  const nowDate = new Date(now);
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <Row key={item.id} item={item} now={nowDate} href={hrefFor(item.id)} showRole={showRole} />
      ))}
    </ul>
  );
}
