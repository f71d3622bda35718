import type { Database } from "../../db/client";

/** A transaction's handle (the callback argument of db.transaction). */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
