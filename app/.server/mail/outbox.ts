/**
 * Reading the outbox: /dev/outbox in development, and in production only with DEV_OUTBOX=1
 * (demos, end-to-end tests that read the codes sent). Never otherwise.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { outbox } from "../db/schema";
import type { Env } from "../env";

export function isOutboxReadable(env: Env): boolean {
  return env.NODE_ENV !== "production" || env.DEV_OUTBOX === "1";
}

export async function listOutbox(db: Database, options: { recipient?: string; limit?: number } = {}) {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(options.recipient ? eq(outbox.recipient, options.recipient) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit ?? 50);
}
