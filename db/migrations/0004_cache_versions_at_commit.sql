-- The version rows are bumped when the writing transaction commits, not in
-- the middle of it. A statement trigger took the row lock of a version at
-- the first write and held it while the transaction went on to lock other
-- rows (a foreign-key check on a word another writer was renaming, a link
-- row another writer was deleting); that writer, holding those rows, then
-- waited for the version row: a deadlock, which PostgreSQL ends by failing
-- one of the two requests. Deferred constraint triggers run at commit, after
-- every other lock of the transaction is taken, so waiting for a version row
-- can no longer close a cycle. A transaction-local flag makes the first
-- changed row of a transaction bump the version and the rest return at once,
-- so a bulk write of many rows updates the version row once.
CREATE FUNCTION "bump_cache_version_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'practice.bumped_' || replace(TG_ARGV[0], '-', '_');
BEGIN
  IF coalesce(current_setting(flag, true), '') <> 'on' THEN
    UPDATE "app_meta"
      SET "value" = ("value"::bigint + 1)::text, "updated_at" = now()
      WHERE "key" = TG_ARGV[0];
    PERFORM pg_notify(TG_ARGV[1], '');
    PERFORM set_config(flag, 'on', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "units_bump_content_version" ON "units";
--> statement-breakpoint
CREATE TRIGGER "units_bump_content_version_on_truncate" AFTER TRUNCATE ON "units"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "units_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "units"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('content-version', 'content_changed');
--> statement-breakpoint
DROP TRIGGER "words_bump_content_version" ON "words";
--> statement-breakpoint
CREATE TRIGGER "words_bump_content_version_on_truncate" AFTER TRUNCATE ON "words"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "words_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "words"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('content-version', 'content_changed');
--> statement-breakpoint
DROP TRIGGER "phrases_bump_content_version" ON "phrases";
--> statement-breakpoint
CREATE TRIGGER "phrases_bump_content_version_on_truncate" AFTER TRUNCATE ON "phrases"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "phrases_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "phrases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('content-version', 'content_changed');
--> statement-breakpoint
DROP TRIGGER "unit_words_bump_content_version" ON "unit_words";
--> statement-breakpoint
CREATE TRIGGER "unit_words_bump_content_version_on_truncate" AFTER TRUNCATE ON "unit_words"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "unit_words_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "unit_words"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('content-version', 'content_changed');
--> statement-breakpoint
DROP TRIGGER "unit_phrases_bump_content_version" ON "unit_phrases";
--> statement-breakpoint
CREATE TRIGGER "unit_phrases_bump_content_version_on_truncate" AFTER TRUNCATE ON "unit_phrases"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "unit_phrases_bump_content_version" AFTER INSERT OR UPDATE OR DELETE ON "unit_phrases"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('content-version', 'content_changed');
--> statement-breakpoint
DROP TRIGGER "endpoints_bump_access_version" ON "endpoints";
--> statement-breakpoint
CREATE TRIGGER "endpoints_bump_access_version_on_truncate" AFTER TRUNCATE ON "endpoints"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "endpoints_bump_access_version" AFTER INSERT OR UPDATE OR DELETE ON "endpoints"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
--> statement-breakpoint
DROP TRIGGER "endpoint_scopes_bump_access_version" ON "endpoint_scopes";
--> statement-breakpoint
CREATE TRIGGER "endpoint_scopes_bump_access_version_on_truncate" AFTER TRUNCATE ON "endpoint_scopes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "endpoint_scopes_bump_access_version" AFTER INSERT OR UPDATE OR DELETE ON "endpoint_scopes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
--> statement-breakpoint
DROP TRIGGER "scopes_bump_access_version" ON "scopes";
--> statement-breakpoint
CREATE TRIGGER "scopes_bump_access_version_on_truncate" AFTER TRUNCATE ON "scopes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "scopes_bump_access_version" AFTER INSERT OR UPDATE OR DELETE ON "scopes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
--> statement-breakpoint
DROP TRIGGER "user_scopes_bump_access_version" ON "user_scopes";
--> statement-breakpoint
CREATE TRIGGER "user_scopes_bump_access_version_on_truncate" AFTER TRUNCATE ON "user_scopes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_scopes_bump_access_version" AFTER INSERT OR UPDATE OR DELETE ON "user_scopes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
--> statement-breakpoint
-- A new account changes no session; a changed login, email or password, or a deleted account, does.
DROP TRIGGER "users_bump_access_version" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_bump_access_version_on_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_bump_access_version" AFTER UPDATE OR DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
--> statement-breakpoint
-- New sessions and "last used" refreshes change nothing a cache holds; ending one does.
DROP TRIGGER "sessions_bump_access_version" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_bump_access_version_on_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_bump_access_version" AFTER DELETE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
--> statement-breakpoint
DROP TRIGGER "sessions_changed_bump_access_version" ON "sessions";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "sessions_changed_bump_access_version" AFTER UPDATE ON "sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."last_seen_at" < OLD."last_seen_at" OR NEW."expires_at" < OLD."expires_at"
    OR NEW."user_id" <> OLD."user_id" OR NEW."token_hash" <> OLD."token_hash")
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
