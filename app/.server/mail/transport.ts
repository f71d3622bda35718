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
import { singleton } from "../singleton";

export type Channel = "email" | "sms";

export interface OutgoingMessage {
  channel: Channel;
  recipient: string;
  subject?: string;
  body: string;
}

export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

const transports = singleton("mail-transports", () => new Map<Channel, Transport>());

/** Plug a real provider in (an SMTP client, an SMS gateway) for one channel. */
export function registerTransport(channel: Channel, transport: Transport | null): void {
  if (transport) transports.set(channel, transport);
  else transports.delete(channel);
}

// SMTP_URL / SMS_API_URL are read, but no client is bundled: say so once instead of pretending.
const warnUnwired = singleton("mail-unwired-warning", () => {
  let warned = false;
  return () => {
    const env = getEnv();
    if (warned || (!env.SMTP_URL && !env.SMS_API_URL)) return;
    warned = true;
    logger.warn("SMTP_URL/SMS_API_URL is set but no mail or SMS client is wired in: messages stay in the outbox table");
  };
});

export async function sendMessage(db: Database, message: OutgoingMessage): Promise<void> {
  warnUnwired();
  const [row] = await db
    .insert(outbox)
    .values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body })
    .returning({ id: outbox.id });
  const transport = transports.get(message.channel);
  if (!transport) return;
  try {
    await transport.send(message);
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
  } catch (error) {
    logger.error({ err: error, transport: transport.name }, "message delivery failed");
    await db.update(outbox).set({ error: String(error).slice(0, 500) }).where(eq(outbox.id, row.id));
  }
}
