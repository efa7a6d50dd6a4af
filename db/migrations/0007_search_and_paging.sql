-- Lists are searched and paged in SQL (GET words, phrases, units and users
-- with ?q=, ?limit= and ?cursor=). A search matches what a person types: the
-- start of a field, or a word with a typo (trigram similarity, pg_trgm, a
-- trusted extension on PostgreSQL 13+ and part of PGlite's contrib build).
-- Pages follow each list's own order through its index, so a page never
-- sorts the whole table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "words_en_trgm_idx" ON "words" USING gin (lower("en") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "words_ru_trgm_idx" ON "words" USING gin (lower("ru") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "phrases_ru_trgm_idx" ON "phrases" USING gin (lower("ru") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "phrases_en_question_trgm_idx" ON "phrases" USING gin (lower("en_question") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "units_name_trgm_idx" ON "units" USING gin (lower("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_login_trgm_idx" ON "users" USING gin (lower("login") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "words_en_id_idx" ON "words" ("en", "id");
--> statement-breakpoint
CREATE INDEX "phrases_ru_id_idx" ON "phrases" ("ru", "id");
--> statement-breakpoint
CREATE INDEX "users_login_id_idx" ON "users" ("login", "id");
