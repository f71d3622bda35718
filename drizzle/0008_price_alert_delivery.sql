ALTER TABLE "price_alerts" ADD COLUMN "last_notified_price" integer;--> statement-breakpoint
CREATE INDEX "price_alerts_listing_idx" ON "price_alerts" USING btree ("listing_id");