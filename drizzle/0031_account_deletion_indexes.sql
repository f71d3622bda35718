-- An account's deletion sets these columns to null (or, for listings, its moderation marks):
-- each foreign key check read the whole table, every listing for each account deleted. IF NOT
-- EXISTS: a database may have been given the listings index by hand before this ran.
CREATE INDEX IF NOT EXISTS "listings_moderated_by_idx" ON "listings" USING btree ("moderated_by") WHERE moderated_by is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booking_requests_user_idx" ON "booking_requests" USING btree ("user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_user_idx" ON "enquiries" USING btree ("user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sell_leads_user_idx" ON "sell_leads" USING btree ("user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "messages_sender_idx" ON "messages" USING btree ("sender_id") WHERE sender_id is not null;