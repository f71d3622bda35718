-- The notification now says what kind of write it was (decision 041): a partner feed's batch
-- sets carsaathi.write_kind = 'feed' for its transaction, and the app processes then refresh
-- their search index in the background at most once a second instead of making the next
-- searches wait for it. Every other write keeps the empty payload: the next search reads it.
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
  -- Unset is NULL in a new session and '' after another transaction's SET LOCAL ended.
  PERFORM pg_notify('carsaathi_listing_changes', coalesce(current_setting('carsaathi.write_kind', true), ''));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
