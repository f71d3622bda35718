/** The process-wide message bus for the process-wide database (decision 012). */
import { getDb, getDbHandle } from "../db/client";
import { singleton } from "../singleton";
import { InProcessMessageBus, type MessageBus } from "./message-bus";
import { PgMessageBus } from "./pg-message-bus";

/**
 * Kept through `singleton` (see singleton.ts): in development Vite re-runs this module after an
 * edit while the host's open chat streams stay subscribed to the first bus.
 */
export function getMessageBus(): Promise<MessageBus> {
  return singleton("messageBus", async (): Promise<MessageBus> => {
    const handle = await getDbHandle();
    if (handle.kind === "postgres" && handle.databaseUrl) return PgMessageBus.start(handle.databaseUrl, await getDb());
    return new InProcessMessageBus();
  });
}
