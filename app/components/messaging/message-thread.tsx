/**
 * A conversation's messages, oldest at the top, under day dividers ('Today', 'Yesterday', the
 * weekday, the date). Text is shown as typed (React escapes it; line breaks kept); only links
 * to CarSaathi and partner marketplaces are clickable; a message asking for money carries a
 * warning. The list is a live region, so a screen reader hears new messages arrive.
 */
import { ShieldAlert } from "lucide-react";
import { Fragment, useEffect, useRef } from "react";
import { messageDayKey, messageDayLabel, timeOf } from "~/lib/message-date-label";
import type { ChatMessage } from "~/lib/messaging/conversation";
import { splitMessageLinks } from "~/lib/messaging/message-links";

function MessageText({ body, siteHost }: { body: string; siteHost: string }) {
  return (
    <>
      {splitMessageLinks(body, siteHost).map((part, index) =>
        part.kind === "link" ? (
          <a key={index} href={part.href} rel="noopener noreferrer nofollow ugc" className="underline underline-offset-2">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

function PaymentWarning({ mine }: { mine: boolean }) {
  return (
    <p className="mt-2 flex gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-300">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {mine
          ? "This message asks for money, so the other side sees a safety warning with it."
          : "Careful: this message asks for money. Never pay by UPI, a QR code or an advance before you have seen the car and its papers. CarSaathi never asks for payment in chat."}
      </span>
    </p>
  );
}

interface MessageThreadProps {
  messages: ChatMessage[];
  myId: string;
  otherName: string;
  now: string;
  siteHost: string;
  /** Loads the page of messages before the first shown; absent when there is none. */
  onShowEarlier?: () => Promise<void>;
}

export function MessageThread({ messages, myId, otherName, now, siteHost, onShowEarlier }: MessageThreadProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // Follow new messages to the bottom, unless the reader has scrolled up to read older ones.
  const pinned = useRef(true);
  useEffect(() => {
    const box = scroller.current;
    if (box && pinned.current) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  const nowDate = new Date(now);
  return (
    <div
      ref={scroller}
      role="log"
      aria-label={`Messages with ${otherName}`}
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
      }}
      className="h-[55vh] min-h-72 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-4 sm:px-4 lg:h-[60vh]"
    >
      {onShowEarlier ? (
        <p className="mb-3 text-center">
          <button type="button" onClick={() => void onShowEarlier()} className="min-h-11 rounded-full px-4 font-medium text-brand-700 hover:bg-brand-50">
            Show earlier messages
          </button>
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className="py-10 text-center text-slate-700">No messages yet. Say hello and ask about the car.</p>
      ) : (
        <ol className="space-y-2">
          {messages.map((message, index) => {
            const mine = message.senderId === myId;
            const previous = messages[index - 1];
            const newDay = !previous || messageDayKey(previous.createdAt) !== messageDayKey(message.createdAt);
            const divider = newDay ? messageDayLabel(message.createdAt, nowDate) : null;
            return (
              <Fragment key={message.id}>
                {divider ? (
                  <li aria-hidden="true" className="py-2 text-center text-sm font-medium text-slate-600">
                    {divider}
                  </li>
                ) : null}
                <li className={`flex ${mine ? "justify-end" : "justify-start"}`}>
                  <div
                    className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%] ${
                      mine ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200"
                    }`}
                  >
                    <span className="sr-only">{mine ? "You" : otherName}: </span>
                    <p className="whitespace-pre-wrap break-words">
                      <MessageText body={message.body} siteHost={siteHost} />
                    </p>
                    {message.flaggedPayment ? <PaymentWarning mine={mine} /> : null}
                    <p className={`mt-1 text-right text-xs ${mine ? "text-brand-100" : "text-slate-600"}`}>
                      <time dateTime={message.createdAt}>
                        <span className="sr-only">{messageDayLabel(message.createdAt, nowDate)}, </span>
                        {timeOf(new Date(message.createdAt))}
                      </time>
                    </p>
                  </div>
                </li>
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}
