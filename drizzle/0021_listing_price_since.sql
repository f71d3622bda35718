-- The comparison's price trend (compare/price-trend.ts) prices each sampled car at each chart
-- date. Most cars never change price, yet each cost two look-ups in price_history, and at a
-- million listings a new model year's medians read 300-700 history pages: 12-58 ms from disk.
-- price_since says when a car's current price was set if that was after it was listed (null:
-- its price since listing), so the trend reads history only for cars repriced after the date.
ALTER TABLE "listings" ADD COLUMN "price_since" timestamp with time zone;--> statement-breakpoint
UPDATE listings l SET price_since = h.at
  FROM (SELECT listing_id, max(changed_at) AS at FROM price_history GROUP BY listing_id) h
  WHERE l.id = h.listing_id AND h.at > l.listed_at;--> statement-breakpoint
-- Kept by the database, so every writer of price history (seller edits, imports, scripts) keeps it.
CREATE OR REPLACE FUNCTION price_history_mark_listing() RETURNS trigger AS $$
BEGIN
  UPDATE listings l SET price_since = a.at
    FROM (SELECT listing_id, max(changed_at) AS at FROM added GROUP BY listing_id) a
    WHERE l.id = a.listing_id AND a.at > coalesce(l.price_since, l.listed_at);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER price_history_mark_listing AFTER INSERT ON price_history
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION price_history_mark_listing();--> statement-breakpoint
DROP INDEX "listings_model_year_listed_idx";--> statement-breakpoint
CREATE INDEX "listings_model_year_listed_idx" ON "listings" USING btree ("make","model","year","listed_at") INCLUDE ("id","price","status","sold_at","price_since");
