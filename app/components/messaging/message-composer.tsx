/**
 * Writing a message (spec: blank or whitespace is not sent, Enter sends, Shift+Enter starts a
 * new line). Posted with a fetcher, so the page stays put; the text clears only once the
 * server has stored it, and a refused send keeps it with the reason beside the box.
 */
import { SendHorizontal } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { MAX_MESSAGE_CHARS, type ChatMessage } from "~/lib/messaging/conversation";
import type { ConversationActionResult } from "~/lib/messaging/conversation-actions";

/** Show the count once the text gets near the limit. */
const COUNT_FROM = MAX_MESSAGE_CHARS - 200;

export function MessageComposer({ conversationId, onSent }: { conversationId: number; onSent: (message: ChatMessage) => void }) {
  const fetcher = useFetcher<ConversationActionResult>({ key: `send-${conversationId}` });
  const [text, setText] = useState("");
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";

  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer?.ok && answer.intent === "send") setText("");
  }
  useEffect(() => {
    if (answer?.ok && answer.intent === "send") onSent(answer.message);
  }, [answer, onSent]);

  const blank = text.trim() === "";
  const error = answer && !answer.ok ? answer.error : null;
  const length = [...text].length;
  return (
    <fetcher.Form
      ref={form}
      method="post"
      onSubmit={(event) => {
        if (blank || busy) event.preventDefault();
      }}
      className="border-t border-slate-200 bg-white p-3"
    >
      <input type="hidden" name="intent" value="send" />
      <label htmlFor={`message-${conversationId}`} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={`message-${conversationId}`}
          name="body"
          rows={2}
          maxLength={MAX_MESSAGE_CHARS}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (!blank && !busy) void fetcher.submit(form.current);
          }}
          placeholder="Type a message"
          aria-invalid={error ? true : undefined}
          aria-describedby={`message-help-${conversationId}${error ? ` message-error-${conversationId}` : ""}`}
          className="max-h-40 min-h-11 flex-1 resize-y rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 focus:border-brand-600"
        />
        <Button type="submit" disabled={blank || busy} className="gap-1 disabled:opacity-60" aria-label="Send message">
          <SendHorizontal aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-3 text-sm">
        <p id={`message-help-${conversationId}`} className="text-slate-600">
          Enter sends, Shift+Enter starts a new line.
        </p>
        {length >= COUNT_FROM ? (
          <p className="shrink-0 text-slate-700">
            {length.toLocaleString("en-IN")} / {MAX_MESSAGE_CHARS.toLocaleString("en-IN")}
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={`message-error-${conversationId}`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
