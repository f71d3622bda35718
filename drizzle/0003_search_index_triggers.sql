-- Change tracking for the in-memory search index (docs/decisions/004-in-memory-search-index.md).
CREATE SEQUENCE IF NOT EXISTS listing_change_seq;
--> statement-breakpoint
INSERT INTO search_index_version (id, version, full_version) VALUES (1, 0, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
UPDATE listings SET change_seq = nextval('listing_change_seq');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_mark_change() RETURNS trigger AS $$
BEGIN
  NEW.change_seq := nextval('listing_change_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_mark_change BEFORE INSERT OR UPDATE ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_mark_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_bump_index_version() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'TRUNCATE' THEN
    UPDATE search_index_version SET version = version + 1, full_version = full_version + 1 WHERE id = 1;
  ELSE
    UPDATE search_index_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER listings_bump_index_version AFTER INSERT OR UPDATE OR DELETE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_index_version();
--> statement-breakpoint
CREATE TRIGGER listings_bump_index_version_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listings_bump_index_version();
