/**
 * Live chat in the page: the provider keeps one stream open while someone is signed in, shows
 * the spec's 'New message received' toast for a message from the other side that arrives
 * anywhere but its own conversation, and lets pages listen (a conversation appends, a list
 * refreshes). Pages say which conversation is on screen with `useOpenConversation`.
 */
import { createContext, useContext, useEffect, useEffectEvent, useMemo, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import type { ChatMessage } from "~/lib/messaging/conversation";
import { LiveMessageStream, type LiveMessageListener } from "./live-message-stream";

const LiveMessagesContext = createContext<LiveMessageStream | null>(null);

/** The conversation on screen, whose messages need no toast. */
let openConversationId: number | null = null;

const PREVIEW_CHARS = 80;

export function LiveMessagesProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  // One stream per signed-in user; it connects only once mounted in a browser.
  const stream = useMemo(() => (userId ? new LiveMessageStream() : null), [userId]);
  const navigate = useNavigate();
  const open = useEffectEvent((conversationId: number) => void navigate(`/messages/${conversationId}`));

  useEffect(() => {
    if (!stream || !userId || typeof EventSource === "undefined") return;
    const unsubscribe = stream.subscribe({
      onMessage: (message) => {
        if (message.senderId === userId || message.conversationId === openConversationId) return;
        const preview = message.body.length > PREVIEW_CHARS ? `${message.body.slice(0, PREVIEW_CHARS)}…` : message.body;
        toast("New message received", { description: preview, action: { label: "Open", onClick: () => open(message.conversationId) } });
      },
    });
    stream.start();
    return () => {
      unsubscribe();
      stream.stop();
    };
  }, [stream, userId]);

  return <LiveMessagesContext.Provider value={stream}>{children}</LiveMessagesContext.Provider>;
}

/** Listens to live messages while mounted; the listener may change between renders. */
export function useLiveMessages(listener: LiveMessageListener): void {
  const stream = useContext(LiveMessagesContext);
  const onMessage = useEffectEvent((message: ChatMessage) => listener.onMessage?.(message));
  const onOpen = useEffectEvent(() => listener.onOpen?.());
  useEffect(() => {
    if (!stream) return;
    return stream.subscribe({ onMessage: (message) => onMessage(message), onOpen: () => onOpen() });
  }, [stream]);
}

/** Marks a conversation as the one on screen while mounted (its messages raise no toast). */
export function useOpenConversation(id: number): void {
  useEffect(() => {
    openConversationId = id;
    return () => {
      if (openConversationId === id) openConversationId = null;
    };
  }, [id]);
}
