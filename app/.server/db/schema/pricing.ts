/** Fitted fair-price models: the estimator's state survives a restart instead of retraining. */
import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const priceModels = pgTable("price_models", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Model format (PRICE_MODEL_FORMAT): a blob of another format is ignored and refitted. */
  format: integer("format").notNull(),
  /** The listing-change mark (search_index_version) the model was fitted at. */
  mark: text("mark").notNull(),
  rows: integer("rows").notNull(),
  trainMs: integer("train_ms").notNull(),
  model: jsonb("model").notNull(),
  createdAt: createdAt(),
});
