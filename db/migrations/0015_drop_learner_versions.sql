-- A learner's results, review cards and due times are read from the database
-- on every request: nothing keeps them in memory, so nothing needs to know
-- when they change. Their versions go, with the function that bumped them
-- (and, by CASCADE, the eight triggers that called it), and the check of the
-- single-statement submission write.
DROP FUNCTION "bump_learner_versions"() CASCADE;
--> statement-breakpoint
DROP SEQUENCE "learner_version_seq";
--> statement-breakpoint
DROP FUNCTION "practice_require"(boolean, text);
--> statement-breakpoint
DROP TABLE "learner_versions";
