-- The retention job deletes expired sessions and codes in batches (privacy/retention.ts): without
-- these, each batch read the whole table. IF NOT EXISTS: a database may have them by hand.
CREATE INDEX IF NOT EXISTS "one_time_codes_expires_idx" ON "one_time_codes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verifications_expires_idx" ON "verifications" USING btree ("expires_at");