-- A session's principal says whether its user belongs to any class (pages look
-- for the learner's assignments only then), so joining or leaving a class, or a
-- class deleted with its members, bumps the access version as a changed scope does.
CREATE TRIGGER "class_members_bump_access_version_on_truncate" AFTER TRUNCATE ON "class_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('access-version', 'access_changed');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "class_members_bump_access_version" AFTER INSERT OR UPDATE OR DELETE ON "class_members"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_cache_version_at_commit"('access-version', 'access_changed');
