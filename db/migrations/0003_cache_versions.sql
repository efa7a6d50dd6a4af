-- Every app instance keeps content (units, words, phrases), endpoint rules
-- and resolved sessions in memory. A write to the tables behind them, from
-- whatever source, bumps a version row in the writing transaction and
-- notifies listeners, so an instance reads both versions in one primary-key
-- statement per request (PostgreSQL) or hears the change (PGlite, where one
-- process holds the database) before trusting its memory.
--
-- Two versions: content, and access (endpoint rules, scopes, users' scopes,
-- logins and emails, revoked sessions). A transaction touches one of them at
-- most, so two writers never wait for each other's version rows in opposite
-- orders.
INSERT INTO "app_meta" ("key", "value") VALUES ('content-version', '0'), ('access-version', '0')
  ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
DROP TRIGGER "endpoints_bump_rules_version" ON "endpoints";
--> statement-breakpoint
DROP TRIGGER "endpoint_scopes_bump_rules_version" ON "endpoint_scopes";
--> statement-breakpoint
DROP TRIGGER "scopes_bump_rules_version" ON "scopes";
--> statement-breakpoint
DROP FUNCTION "bump_endpoint_rules_version"();
--> statement-breakpoint
DELETE FROM "app_meta" WHERE "key" = 'endpoint-rules-version';
--> statement-breakpoint
-- Arguments: the version key, the notification channel.
CREATE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "app_meta"
    SET "value" = ("value"::bigint + 1)::text, "updated_at" = now()
    WHERE "key" = TG_ARGV[0];
  PERFORM pg_notify(TG_ARGV[1], '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "units_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "units"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE TRIGGER "words_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "words"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE TRIGGER "phrases_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "phrases"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE TRIGGER "unit_words_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unit_words"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE TRIGGER "unit_phrases_bump_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unit_phrases"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('content-version', 'content_changed');
--> statement-breakpoint
CREATE TRIGGER "endpoints_bump_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "endpoints"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE TRIGGER "endpoint_scopes_bump_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "endpoint_scopes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE TRIGGER "scopes_bump_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scopes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE TRIGGER "user_scopes_bump_access_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_scopes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
-- A new account changes no session; a changed login, email or password, or a deleted account, does.
CREATE TRIGGER "users_bump_access_version" AFTER UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
-- New sessions and "last used" refreshes change nothing a cache holds; ending one does.
CREATE TRIGGER "sessions_bump_access_version" AFTER DELETE OR TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
-- "Last used" moving forward changes nothing a cache holds (it is refreshed once a minute); a
-- session moved back in time, shortened, or handed to another user or token does.
CREATE TRIGGER "sessions_changed_bump_access_version" AFTER UPDATE ON "sessions"
  FOR EACH ROW
  WHEN (NEW."last_seen_at" < OLD."last_seen_at" OR NEW."expires_at" < OLD."expires_at"
    OR NEW."user_id" <> OLD."user_id" OR NEW."token_hash" <> OLD."token_hash")
  EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
