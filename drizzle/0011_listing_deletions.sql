CREATE TABLE "listing_deletions" (
	"listing_id" integer NOT NULL,
	"change_seq" bigint DEFAULT nextval('listing_change_seq') NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_deletions_seq_idx" ON "listing_deletions" USING btree ("change_seq");--> statement-breakpoint
-- Deletes are logged per row and bump only the incremental version: the index drops the ids
-- on its next refresh. TRUNCATE still asks every process for a full reload.
CREATE OR REPLACE FUNCTION listings_log_deletion() RETURNS trigger AS $$
BEGIN
  INSERT INTO listing_deletions (listing_id) VALUES (OLD.id);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_log_deletion AFTER DELETE ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_log_deletion();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_bump_index_version() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE search_index_version SET version = version + 1, full_version = full_version + 1 WHERE id = 1;
  ELSE
    UPDATE search_index_version SET version = version + 1 WHERE id = 1;
  END IF;
  -- Once per statement: the log is small, and an index idle for a day reloads in full anyway.
  IF TG_OP = 'DELETE' THEN
    DELETE FROM listing_deletions WHERE deleted_at < now() - interval '1 day';
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
