DROP INDEX "listings_make_model_idx";--> statement-breakpoint
CREATE INDEX "listings_model_year_listed_idx" ON "listings" USING btree ("make","model","year","listed_at");