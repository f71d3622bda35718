-- Every statement that writes listings also NOTIFYs the app processes (decision 021): each
-- process's search index then reads search_index_version only when told, instead of on every
-- request. The notification goes out at commit; an empty payload lets PostgreSQL fold a
-- transaction's many statements into one.
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
  PERFORM pg_notify('carsaathi_listing_changes', '');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
