-- The top bar counts a learner's due cards on every page. The embedded
-- database is held by one process, so that process can keep each learner's
-- due times in memory and forget them when told: every change of a review
-- card, however it is made (an answer, a test, a cascade from a deleted word
-- or user, plain SQL), notifies with the learner's id at commit. TRUNCATE
-- notifies with an empty payload, which means every learner.
CREATE FUNCTION "notify_review_cards_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('review_cards_changed', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('review_cards_changed', OLD."user_id"::text);
  ELSE
    PERFORM pg_notify('review_cards_changed', NEW."user_id"::text);
    IF TG_OP = 'UPDATE' AND OLD."user_id" <> NEW."user_id" THEN
      PERFORM pg_notify('review_cards_changed', OLD."user_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "review_cards_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "review_cards"
  FOR EACH ROW EXECUTE FUNCTION "notify_review_cards_changed"();
--> statement-breakpoint
CREATE TRIGGER "review_cards_notify_changed_on_truncate" AFTER TRUNCATE ON "review_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_review_cards_changed"();
