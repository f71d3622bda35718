/**
 * One conversation, for either side: the car it is about, the messages (live), the box to
 * write in, and the contact and safety panel (beside the chat from 1024 px, under it on
 * phones). Live messages for this conversation are appended as they arrive and marked read by
 * id (the stream delivered them whole); when a stream (re)opens, the messages after the last one
 * on screen are read through the API, which fills any gap left while it was down.
 */
import { useCallback, useMemo, useState } from "react";
import { Link } from "react-router";
import { useLiveMessages, useOpenConversation } from "~/components/messaging/live-messages";
import { MESSAGE_PAGE_SIZE, type ChatMessage, type ConversationView } from "~/lib/messaging/conversation";
import { ConversationSafety } from "./conversation-safety";
import { MessageComposer } from "./message-composer";
import { MessageThread } from "./message-thread";

export interface ConversationScreenData extends ConversationView {
  me: { id: string; hasPhone: boolean };
  now: string;
  siteHost: string;
}

/** Both lists by id, each message once, oldest first. */
function merge(base: ChatMessage[], extra: ChatMessage[]): ChatMessage[] {
  if (extra.length === 0) return base;
  const byId = new Map<number, ChatMessage>();
  for (const message of [...base, ...extra]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function BlockedNote({ blockedByMe, otherName }: { blockedByMe: boolean; otherName: string }) {
  return (
    <p role="status" className="border-t border-slate-200 bg-white p-4 text-slate-800">
      {blockedByMe
        ? `You blocked ${otherName}. Unblock them to send messages again.`
        : `${otherName} has blocked this conversation. You can't send messages here.`}
    </p>
  );
}

/** `headingLevel`: 1 on its own page, 2 inside the seller dashboard (whose heading is the page's h1). */
export function ConversationScreen({ data, headingLevel = 1 }: { data: ConversationScreenData; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const { conversation, me, contacts } = data;
  const [extra, setExtra] = useState<ChatMessage[]>([]);
  const messages = useMemo(() => merge(data.messages, extra), [data.messages, extra]);
  const add = useCallback((more: ChatMessage[]) => setExtra((current) => merge(current, more)), []);

  const lastId = messages.at(-1)?.id ?? 0;
  const read = useCallback(
    async (query: string): Promise<ChatMessage[] | null> => {
      const response = await fetch(`/api/conversations/${conversation.id}?${query}`, { headers: { Accept: "application/json" } });
      if (!response.ok) return null;
      const { messages: page } = (await response.json()) as ConversationView;
      add(page);
      return page;
    },
    [conversation.id, add],
  );
  const catchUp = useCallback((afterId: number) => read(`afterId=${afterId}`), [read]);
  // keepalive: leaving the page right after a message arrived must not cancel marking it read.
  const markRead = useCallback(
    (upToId: number) =>
      fetch(`/api/conversations/${conversation.id}/read`, {
        method: "POST",
        keepalive: true,
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ upToId }),
      }).catch(() => {}),
    [conversation.id],
  );
  // A full first page means there may be older messages to scroll back to.
  const [hasEarlier, setHasEarlier] = useState(data.messages.length === MESSAGE_PAGE_SIZE);
  const firstId = messages[0]?.id;
  const showEarlier = useCallback(async () => {
    const page = await read(`beforeId=${firstId}`);
    if (page) setHasEarlier(page.length === MESSAGE_PAGE_SIZE);
  }, [read, firstId]);
  useOpenConversation(conversation.id);
  useLiveMessages({
    onMessage: (message) => {
      if (message.conversationId !== conversation.id) return;
      add([message]);
      if (message.senderId !== me.id) void markRead(message.id);
    },
    onOpen: () => void catchUp(lastId),
  });
  const onSent = useCallback((message: ChatMessage) => add([message]), [add]);

  return (
    // Inside the dashboard the side menu takes a column, so the panel moves beside the chat later.
    <div className={`grid gap-6 ${headingLevel === 1 ? "lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start" : "xl:grid-cols-[minmax(0,1fr)_18rem] xl:items-start"}`}>
      <section aria-labelledby="conversation-heading" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <header className="flex items-center gap-3 border-b border-slate-200 p-3 sm:p-4">
          <img src={conversation.pictureUrl} alt="" width={96} height={54} className="h-12 w-20 shrink-0 rounded-md object-cover" />
          <div className="min-w-0">
            <Heading id="conversation-heading" className="truncate text-lg font-bold text-slate-900">
              {conversation.otherName}
            </Heading>
            <p className="truncate text-sm text-slate-700">
              {conversation.role === "buyer" ? "Seller of " : "Interested in "}
              <Link to={`/details/${conversation.listingId}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600">
                {conversation.vehicleTitle}
              </Link>
            </p>
          </div>
        </header>
        <MessageThread
          messages={messages}
          myId={me.id}
          otherName={conversation.otherName}
          now={data.now}
          siteHost={data.siteHost}
          onShowEarlier={hasEarlier ? showEarlier : undefined}
        />
        {conversation.otherDeleted ? (
          <p role="status" className="border-t border-slate-200 bg-white p-4 text-slate-800">
            This user has deleted their account. You can read this conversation but not reply.
          </p>
        ) : conversation.blocked ? (
          <BlockedNote blockedByMe={conversation.blockedByMe} otherName={conversation.otherName} />
        ) : (
          <MessageComposer conversationId={conversation.id} onSent={onSent} />
        )}
      </section>
      <aside aria-label="Contact and safety">
        <ConversationSafety
          otherName={conversation.otherName}
          contacts={contacts}
          hasPhone={me.hasPhone}
          blocked={conversation.blocked}
          blockedByMe={conversation.blockedByMe}
        />
      </aside>
    </div>
  );
}
