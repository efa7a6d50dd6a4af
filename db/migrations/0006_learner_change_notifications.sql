-- Every signed-in page counts the learner's due cards, and the statistics
-- pages and results calls read the learner's results. The embedded database
-- is held by one process, so that process can keep a learner's cards and
-- results in memory and forget them when told: every change of a row, however
-- it is made (an answer, a test, a cascade from a deleted word, unit or user,
-- plain SQL), notifies with the learner's id on the table's channel at commit.
-- TRUNCATE notifies with an empty payload, which means every learner.
CREATE FUNCTION "notify_learner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify(TG_ARGV[0], '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify(TG_ARGV[0], OLD."user_id"::text);
  ELSE
    PERFORM pg_notify(TG_ARGV[0], NEW."user_id"::text);
    IF TG_OP = 'UPDATE' AND OLD."user_id" <> NEW."user_id" THEN
      PERFORM pg_notify(TG_ARGV[0], OLD."user_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "review_cards_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "review_cards"
  FOR EACH ROW EXECUTE FUNCTION "notify_learner_changed"('review_cards_changed');
--> statement-breakpoint
CREATE TRIGGER "review_cards_notify_changed_on_truncate" AFTER TRUNCATE ON "review_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_learner_changed"('review_cards_changed');
--> statement-breakpoint
CREATE TRIGGER "test_results_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "test_results"
  FOR EACH ROW EXECUTE FUNCTION "notify_learner_changed"('test_results_changed');
--> statement-breakpoint
CREATE TRIGGER "test_results_notify_changed_on_truncate" AFTER TRUNCATE ON "test_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_learner_changed"('test_results_changed');
