-- Issue 33: a new-car model page's used-price curve walks each model year's newest active used
-- cars on this index. is_new joins the INCLUDE columns (migrations 0018 and 0021 added the
-- others), so the walk skips new cars without visiting the table: 6 ms instead of 48-119 ms for a
-- popular model at a million listings.
DROP INDEX IF EXISTS "listings_model_year_listed_idx";--> statement-breakpoint
CREATE INDEX "listings_model_year_listed_idx" ON "listings" USING btree ("make","model","year","listed_at") INCLUDE ("id","price","status","sold_at","price_since","is_new");
