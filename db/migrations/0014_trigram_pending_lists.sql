-- A search reads every entry of a trigram index's pending list (rows added
-- since the list was last merged into the index), and PGlite runs no
-- autovacuum to merge it: after 100,000 words were added, each junk search
-- read megabytes of it. The smallest list (64 kB) keeps that read small; a
-- bulk insert still gathers its entries in it before merging them.

ALTER INDEX "words_en_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "words_ru_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "phrases_ru_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "phrases_en_question_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "units_name_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_login_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
ALTER INDEX "users_email_trgm_idx" SET (gin_pending_list_limit = 64);--> statement-breakpoint
SELECT gin_clean_pending_list('words_en_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('words_ru_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('phrases_ru_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('phrases_en_question_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('units_name_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_login_trgm_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('users_email_trgm_idx'::regclass);
