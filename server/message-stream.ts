/**
 * GET /api/messages/stream: the signed-in user's chat messages as Server-Sent Events (decision
 * 012). Mounted by the host before compression, which would hold the events back. The user
 * comes from the session cookie; `Last-Event-ID` (or `?lastEventId=`, for a first connection
 * resuming after a page load) replays what was missed from the table before going live. A
 * comment every 30 s keeps proxies from closing an idle stream. A user and a client address
 * hold a few streams each (server/stream-slots.ts); past that, 429 until one closes.
 */
import type { RequestHandler } from "express";
import type { ChatMessage } from "../app/lib/messaging/conversation";
import type { Host } from "./host";
import { createStreamSlots, type StreamSlots } from "./stream-slots";

/** What the stream uses of the app (from the server build). */
export type StreamHost = Pick<Host, "getCurrentUser" | "getDb" | "getMessageBus" | "openLiveMessages" | "logger">;

export const MESSAGE_STREAM_PATH = "/api/messages/stream";
export const HEARTBEAT_MS = 30_000;
/** Streams end when tabs close; a refused one is retried by the page's own back-off anyway. */
const FULL_RETRY_AFTER_S = 30;

const FULL_MESSAGES = {
  user: "Too many live connections are open for your account. Close a tab or try again in a minute.",
  address: "Too many live connections are open from your network. Try again in a minute.",
};

function apiError(res: Parameters<RequestHandler>[1], status: number, code: string, message: string) {
  res.status(status).json({ error: { code, message } });
}

export interface MessageStreamOptions {
  heartbeatMs?: number;
  slots?: StreamSlots;
}

/** The last event id the client saw: null for none, undefined when it is not a valid id. */
export function parseLastEventId(header: string | undefined, query: unknown): number | null | undefined {
  const value = header ?? (typeof query === "string" ? query : undefined);
  if (value === undefined || value === "") return null;
  return /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

const frame = (message: ChatMessage) => `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;

export function messageStream(host: StreamHost, isReady: () => boolean, options: MessageStreamOptions = {}): RequestHandler {
  const { getCurrentUser, getDb, getMessageBus, openLiveMessages, logger } = host;
  const { heartbeatMs = HEARTBEAT_MS, slots = createStreamSlots() } = options;
  return async (req, res) => {
    if (!isReady()) return apiError(res, 503, "starting", "CarSaathi is starting up. Try again in a few seconds.");
    const request = new Request(new URL(req.originalUrl, "http://localhost"), { headers: { cookie: req.headers.cookie ?? "" } });
    const user = await getCurrentUser(request);
    if (!user) return apiError(res, 401, "unauthorized", "Please sign in first");
    const lastEventId = parseLastEventId(req.get("Last-Event-ID"), req.query.lastEventId);
    if (lastEventId === undefined) return apiError(res, 400, "bad_request", "Invalid request: lastEventId must be a message id");
    const releaseSlot = slots.take(user.id, req.ip ?? "unknown");
    if (typeof releaseSlot === "string") {
      res.setHeader("Retry-After", String(FULL_RETRY_AFTER_S));
      return apiError(res, 429, "rate_limited", FULL_MESSAGES[releaseSlot]);
    }

    res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
      "X-Content-Type-Options": "nosniff",
    });

    let stop: (() => void) | null = null;
    let ended = false;
    const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), heartbeatMs);
    const cleanUp = () => {
      if (ended) return;
      ended = true;
      releaseSlot();
      clearInterval(heartbeat);
      stop?.();
    };
    // The client going away, or the server ending the stream (the bus's reset): either frees the slot.
    req.on("close", cleanUp);
    res.on("close", cleanUp);
    try {
      const sink = { send: (message: ChatMessage) => res.write(frame(message)), end: () => res.end() };
      const opened = await openLiveMessages(await getDb(), await getMessageBus(), user.id, lastEventId, sink);
      if (ended) opened();
      else stop = opened;
      // Only now, subscribed, does the client see the stream open (headers go out with the first
      // write): a page that catches up on 'open' cannot miss a message sent in between. The
      // browser's own retry is the first step of the spec's back-off; the client does the rest.
      if (!ended) res.write("retry: 1000\n: connected\n\n");
    } catch (err) {
      logger.error({ err }, "message stream failed to open");
      cleanUp();
      res.end();
    }
  };
}
