-- A learner's results and review cards may be kept in memory by every
-- instance on PostgreSQL too, as they are on PGlite (migration 0006), if the
-- instance can tell, in the one statement it reads the cache versions with,
-- whether they changed. Every change of a learner's rows, however it is made
-- (an answer, a test, a cascade from a deleted word, unit or user, plain SQL),
-- gives the learner a new version in the writing transaction. Values come
-- from a sequence, so none is ever given twice: a cache compares for
-- equality only. Statement triggers with transition tables touch each
-- learner's row once per statement, in user order, however many rows changed.
CREATE TABLE "learner_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "learner_version_seq";
--> statement-breakpoint
-- Learners who have rows already get a version, so one without a row has never had any.
INSERT INTO "learner_versions" ("user_id", "version")
  SELECT "user_id", nextval('learner_version_seq')
  FROM (SELECT "user_id" FROM "test_results" UNION SELECT "user_id" FROM "review_cards" ORDER BY 1) AS "learners";
--> statement-breakpoint
CREATE FUNCTION "bump_learner_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "learner_versions" SET "version" = nextval('learner_version_seq');
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "learner_versions" ("user_id", "version")
      SELECT "user_id", nextval('learner_version_seq')
      FROM (SELECT "user_id" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows" ORDER BY 1) AS "changed"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "learner_versions" ("user_id", "version")
      SELECT "user_id", nextval('learner_version_seq')
      FROM (SELECT DISTINCT "user_id" FROM "new_rows" ORDER BY 1) AS "changed"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  ELSE
    INSERT INTO "learner_versions" ("user_id", "version")
      SELECT "user_id", nextval('learner_version_seq')
      FROM (SELECT DISTINCT "user_id" FROM "old_rows" ORDER BY 1) AS "changed"
      ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "test_results_bump_learner_version_on_insert" AFTER INSERT ON "test_results"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"();
--> statement-breakpoint
CREATE TRIGGER "test_results_bump_learner_version_on_update" AFTER UPDATE ON "test_results"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"();
--> statement-breakpoint
CREATE TRIGGER "test_results_bump_learner_version_on_delete" AFTER DELETE ON "test_results"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"();
--> statement-breakpoint
CREATE TRIGGER "test_results_bump_learner_version_on_truncate" AFTER TRUNCATE ON "test_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"();
--> statement-breakpoint
CREATE TRIGGER "review_cards_bump_learner_version_on_insert" AFTER INSERT ON "review_cards"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"();
--> statement-breakpoint
CREATE TRIGGER "review_cards_bump_learner_version_on_update" AFTER UPDATE ON "review_cards"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"();
--> statement-breakpoint
CREATE TRIGGER "review_cards_bump_learner_version_on_delete" AFTER DELETE ON "review_cards"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"();
--> statement-breakpoint
CREATE TRIGGER "review_cards_bump_learner_version_on_truncate" AFTER TRUNCATE ON "review_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"();
