/**
 * A reported chat's messages for an admin, read-only, oldest first. Bodies are plain text
 * rendered as React text (escaped): never HTML, whatever a user typed.
 */
import { Badge } from "~/components/ui/badge";
import type { ReportedConversation } from "~/lib/admin/conversation-report";
import { formatWhen } from "./format-when";

export function ReportedMessages({ chat, total }: { chat: ReportedConversation; total: number }) {
  const names = { buyer: chat.buyer.name, seller: chat.seller.name };
  if (chat.messages.length === 0) return <p className="text-slate-700">No messages in this chat.</p>;
  return (
    <>
      {total > chat.messages.length ? (
        <p className="text-sm text-slate-700">
          The latest {chat.messages.length.toLocaleString("en-IN")} of {total.toLocaleString("en-IN")} messages.
        </p>
      ) : null}
      <ol className="space-y-3">
        {chat.messages.map((message) => (
          <li
            key={message.id}
            className={`max-w-prose rounded-xl border p-3 ${message.from === "buyer" ? "border-slate-200 bg-white" : "border-brand-100 bg-brand-50 sm:ml-auto"}`}
          >
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
              <span className="font-semibold text-slate-900">{names[message.from]}</span>
              <span>({message.from === "buyer" ? "buyer" : "seller"})</span>
              <time dateTime={message.createdAt}>{formatWhen(message.createdAt)}</time>
              {message.flaggedPayment ? <Badge tone="danger">Payment warning</Badge> : null}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{message.body}</p>
          </li>
        ))}
      </ol>
    </>
  );
}
