-- A learner's changed results or cards were announced once per row (0006)
-- and their version bumped once per statement (0010). A test's answers change
-- a dozen cards of one learner in one statement: the learner is now announced
-- once per statement, by the trigger that bumps the version, on the channel
-- it is given.
--
-- Only a session that listens itself is told. The embedded database has one
-- session, which both writes and listens, so it hears every change as before;
-- on PostgreSQL no instance listens (each reads the learners' versions), and a
-- notification there only cost a queue entry and the queue's lock at commit.
DROP TRIGGER "review_cards_notify_changed" ON "review_cards";
--> statement-breakpoint
DROP TRIGGER "review_cards_notify_changed_on_truncate" ON "review_cards";
--> statement-breakpoint
DROP TRIGGER "test_results_notify_changed" ON "test_results";
--> statement-breakpoint
DROP TRIGGER "test_results_notify_changed_on_truncate" ON "test_results";
--> statement-breakpoint
DROP FUNCTION "notify_learner_changed"();
--> statement-breakpoint
-- Argument: the channel the changed learners' ids are announced on (an empty payload: everyone).
CREATE OR REPLACE FUNCTION "bump_learner_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  heard boolean := TG_ARGV[0] = ANY (ARRAY(SELECT pg_listening_channels()));
  changed integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "learner_versions" SET "version" = nextval('learner_version_seq');
    IF heard THEN
      PERFORM pg_notify(TG_ARGV[0], '');
    END IF;
    RETURN NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    changed := ARRAY(SELECT "user_id" FROM "new_rows" UNION SELECT "user_id" FROM "old_rows" ORDER BY 1);
  ELSIF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT "user_id" FROM "new_rows" ORDER BY 1);
  ELSE
    changed := ARRAY(SELECT DISTINCT "user_id" FROM "old_rows" ORDER BY 1);
  END IF;
  -- In learner order, so two writers never wait on each other's rows in opposite orders.
  INSERT INTO "learner_versions" ("user_id", "version")
    SELECT "learner"."user_id", nextval('learner_version_seq') FROM unnest(changed) AS "learner"("user_id")
    ON CONFLICT ("user_id") DO UPDATE SET "version" = excluded."version";
  IF heard THEN
    PERFORM pg_notify(TG_ARGV[0], "learner"."user_id"::text) FROM unnest(changed) AS "learner"("user_id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "test_results_bump_learner_version_on_insert" ON "test_results";
--> statement-breakpoint
DROP TRIGGER "test_results_bump_learner_version_on_update" ON "test_results";
--> statement-breakpoint
DROP TRIGGER "test_results_bump_learner_version_on_delete" ON "test_results";
--> statement-breakpoint
DROP TRIGGER "test_results_bump_learner_version_on_truncate" ON "test_results";
--> statement-breakpoint
DROP TRIGGER "review_cards_bump_learner_version_on_insert" ON "review_cards";
--> statement-breakpoint
DROP TRIGGER "review_cards_bump_learner_version_on_update" ON "review_cards";
--> statement-breakpoint
DROP TRIGGER "review_cards_bump_learner_version_on_delete" ON "review_cards";
--> statement-breakpoint
DROP TRIGGER "review_cards_bump_learner_version_on_truncate" ON "review_cards";
--> statement-breakpoint
CREATE TRIGGER "test_results_bump_learner_version_on_insert" AFTER INSERT ON "test_results"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"('test_results_changed');
--> statement-breakpoint
CREATE TRIGGER "test_results_bump_learner_version_on_update" AFTER UPDATE ON "test_results"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"('test_results_changed');
--> statement-breakpoint
CREATE TRIGGER "test_results_bump_learner_version_on_delete" AFTER DELETE ON "test_results"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"('test_results_changed');
--> statement-breakpoint
CREATE TRIGGER "test_results_bump_learner_version_on_truncate" AFTER TRUNCATE ON "test_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"('test_results_changed');
--> statement-breakpoint
CREATE TRIGGER "review_cards_bump_learner_version_on_insert" AFTER INSERT ON "review_cards"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"('review_cards_changed');
--> statement-breakpoint
CREATE TRIGGER "review_cards_bump_learner_version_on_update" AFTER UPDATE ON "review_cards"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"('review_cards_changed');
--> statement-breakpoint
CREATE TRIGGER "review_cards_bump_learner_version_on_delete" AFTER DELETE ON "review_cards"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"('review_cards_changed');
--> statement-breakpoint
CREATE TRIGGER "review_cards_bump_learner_version_on_truncate" AFTER TRUNCATE ON "review_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_learner_versions"('review_cards_changed');
