-- A learner's results, review cards and due times are read from the database
-- on every request: nothing keeps them in memory, so nothing needs to know
-- when they change. Their versions, the triggers that bumped and announced
-- them, and the check of the single-statement submission write all go.
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
DROP FUNCTION "bump_learner_versions"();
--> statement-breakpoint
DROP SEQUENCE "learner_version_seq";
--> statement-breakpoint
DROP FUNCTION "practice_require"(boolean, text);
--> statement-breakpoint
DROP TABLE "learner_versions";
