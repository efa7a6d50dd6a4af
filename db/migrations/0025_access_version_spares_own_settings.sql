-- The access version empties every instance's memory of sessions and endpoint
-- rules, so it is bumped only by a write that can change what a signed-in
-- caller may do or is called. A learner's own settings (language, daily goal)
-- change neither, and a new account's first scope cannot reach a session
-- that does not exist yet: before, every registration and every settings
-- change anywhere sent every signed-in learner's next request to the database.
-- The once-per-transaction bump is a plain function now, so a trigger can
-- decide first whether to bump.
CREATE FUNCTION "bump_cache_version_once"("version_key" text, "channel" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  flag text := 'practice.bumped_' || replace("version_key", '-', '_');
BEGIN
  IF coalesce(current_setting(flag, true), '') <> 'on' THEN
    UPDATE "app_meta"
      SET "value" = ("value"::bigint + 1)::text, "updated_at" = now()
      WHERE "key" = "version_key";
    PERFORM pg_notify("channel", '');
    PERFORM set_config(flag, 'on', true);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_cache_version_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_cache_version_once"(TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Runs at commit: a scope given in the transaction that creates the account
-- finds no session, since signing in comes after.
CREATE FUNCTION "bump_access_version_if_signed_in"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "sessions" WHERE "user_id" = NEW."user_id") THEN
    PERFORM "bump_cache_version_once"('access-version', 'access_changed');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "user_scopes_bump_access_version" ON "user_scopes";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_scopes_bump_access_version" AFTER UPDATE OR DELETE ON "user_scopes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_scopes_granted_bump_access_version" AFTER INSERT ON "user_scopes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_access_version_if_signed_in"();
--> statement-breakpoint
-- A session's principal holds the login and email, nothing else of the account (a new password
-- ends the other sessions itself, which bumps).
DROP TRIGGER "users_bump_access_version" ON "users";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_bump_access_version" AFTER DELETE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_changed_bump_access_version" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."login" IS DISTINCT FROM OLD."login" OR NEW."email" IS DISTINCT FROM OLD."email")
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
