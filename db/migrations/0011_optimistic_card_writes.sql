-- A test's answers move the learner's review cards from the states the
-- instance last wrote or read, in one statement that writes the cards only
-- where they still hold exactly those states (lib/services/known-cards.ts).
-- Where one changed meanwhile the statement must fail as a whole, so that
-- nothing of it is kept: it calls this function with the check, which raises
-- a serialization failure, PostgreSQL's own code for "changed concurrently,
-- try again", when the check is false.
CREATE FUNCTION "practice_require"(ok boolean, reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION '%', reason USING ERRCODE = 'serialization_failure';
  END IF;
  RETURN true;
END
$$;
