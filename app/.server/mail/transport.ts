/**
 * Mail and SMS go through a Transport. Every message is written to the outbox table first
 * (the record of what was sent, and the only copy when no provider is configured); a
 * registered transport then delivers it and the row is marked sent or failed.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import { getEnv } from "../env";
import { logger } from "../logger";
import type { Channel, OutgoingMessage, Transport } from "./message";
import { configuredTransports } from "./providers";

const transports = new Map<Channel, Transport>();

/** Plug a real provider in (an SMTP client, an SMS gateway) for one channel. */
export function registerTransport(channel: Channel, transport: Transport | null): void {
  if (transport) transports.set(channel, transport);
  else transports.delete(channel);
}

// The providers of SMTP_URL / SMS_API_URL, registered on the first message (tests register
// their own with registerTransport beforehand; those are kept).
let configured = false;
function configureFromEnv() {
  if (configured) return;
  configured = true;
  const fromEnv = configuredTransports(getEnv());
  for (const channel of ["email", "sms"] as const) {
    const transport = fromEnv[channel];
    if (transport && !transports.has(channel)) transports.set(channel, transport);
  }
}

export async function sendMessage(db: Database, message: OutgoingMessage): Promise<void> {
  await deliverQueued(db, await enqueueMessage(db, message));
}

/** A message written to the outbox and not yet handed to its transport. */
export interface QueuedMessage {
  id: number;
  message: OutgoingMessage;
}

/**
 * Writes the message to the outbox only. Given a transaction, the row commits with whatever
 * else the transaction claims (the saved-search mailer marks its matches mailed in the same
 * one); `deliverQueued` hands it to the transport once that has committed.
 */
export async function enqueueMessage(db: Pick<Database, "insert">, message: OutgoingMessage): Promise<QueuedMessage> {
  const [row] = await db
    .insert(outbox)
    .values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body })
    .returning({ id: outbox.id });
  return { id: row.id, message };
}

/** Sends an enqueued message through its channel's transport (none: the outbox row is the only copy). */
export async function deliverQueued(db: Database, { id, message }: QueuedMessage): Promise<void> {
  configureFromEnv();
  const transport = transports.get(message.channel);
  if (!transport) return;
  try {
    await transport.send(message);
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
  } catch (error) {
    logger.error({ err: error, transport: transport.name }, "message delivery failed");
    await db.update(outbox).set({ error: String(error).slice(0, 500) }).where(eq(outbox.id, id));
  }
}
