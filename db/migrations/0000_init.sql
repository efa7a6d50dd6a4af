CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "endpoint_scopes" (
	"endpoint_id" integer NOT NULL,
	"scope_id" integer NOT NULL,
	CONSTRAINT "endpoint_scopes_endpoint_id_scope_id_pk" PRIMARY KEY("endpoint_id","scope_id")
);
--> statement-breakpoint
CREATE TABLE "endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"method" text NOT NULL,
	"admin_page_url" text NOT NULL,
	CONSTRAINT "endpoints_admin_page_url_slug" CHECK (admin_page_url ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND admin_page_url !~ '^[0-9]+$'),
	CONSTRAINT "endpoints_method_known" CHECK ("endpoints"."method" IN ('GET', 'POST', 'PUT', 'PATCH', 'DELETE')),
	CONSTRAINT "endpoints_url_relative" CHECK ("endpoints"."url" LIKE '/%')
);
--> statement-breakpoint
CREATE TABLE "phrases" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"en_question" text NOT NULL,
	"ru" text NOT NULL,
	"answers" jsonb NOT NULL,
	CONSTRAINT "phrases_url_slug" CHECK (url ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND url !~ '^[0-9]+$'),
	CONSTRAINT "phrases_answers_non_empty" CHECK (jsonb_typeof("phrases"."answers") = 'array' AND jsonb_array_length("phrases"."answers") > 0)
);
--> statement-breakpoint
CREATE TABLE "scopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "scopes_value_slug" CHECK (value ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND value !~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"test_type" text NOT NULL,
	"created_ts" bigint NOT NULL,
	"result" double precision NOT NULL,
	"answers" jsonb NOT NULL,
	CONSTRAINT "test_results_result_fraction" CHECK ("test_results"."result" >= 0 AND "test_results"."result" <= 1),
	CONSTRAINT "test_results_test_type_known" CHECK ("test_results"."test_type" IN ('words-writing', 'phrases'))
);
--> statement-breakpoint
CREATE TABLE "unit_phrases" (
	"unit_id" integer NOT NULL,
	"phrase_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "unit_phrases_unit_id_phrase_id_pk" PRIMARY KEY("unit_id","phrase_id")
);
--> statement-breakpoint
CREATE TABLE "unit_words" (
	"unit_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "unit_words_unit_id_word_id_pk" PRIMARY KEY("unit_id","word_id")
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "units_url_slug" CHECK (url ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND url !~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "user_scopes" (
	"user_id" integer NOT NULL,
	"scope_id" integer NOT NULL,
	CONSTRAINT "user_scopes_user_id_scope_id_pk" PRIMARY KEY("user_id","scope_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"en" text NOT NULL,
	"ru" text NOT NULL,
	"transcription" text NOT NULL,
	CONSTRAINT "words_url_slug" CHECK (url ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND url !~ '^[0-9]+$')
);
--> statement-breakpoint
ALTER TABLE "endpoint_scopes" ADD CONSTRAINT "endpoint_scopes_endpoint_id_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endpoint_scopes" ADD CONSTRAINT "endpoint_scopes_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_phrases" ADD CONSTRAINT "unit_phrases_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_phrases" ADD CONSTRAINT "unit_phrases_phrase_id_phrases_id_fk" FOREIGN KEY ("phrase_id") REFERENCES "public"."phrases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_words" ADD CONSTRAINT "unit_words_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_words" ADD CONSTRAINT "unit_words_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scopes" ADD CONSTRAINT "user_scopes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scopes" ADD CONSTRAINT "user_scopes_scope_id_scopes_id_fk" FOREIGN KEY ("scope_id") REFERENCES "public"."scopes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_failures_bucket_created_idx" ON "auth_failures" USING btree ("bucket","created_at");--> statement-breakpoint
CREATE INDEX "endpoint_scopes_scope_id_idx" ON "endpoint_scopes" USING btree ("scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "endpoints_admin_page_url_key" ON "endpoints" USING btree ("admin_page_url");--> statement-breakpoint
CREATE INDEX "endpoints_method_idx" ON "endpoints" USING btree ("method");--> statement-breakpoint
CREATE UNIQUE INDEX "phrases_url_key" ON "phrases" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "scopes_value_key" ON "scopes" USING btree ("value");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "test_results_user_type_unit_ts_idx" ON "test_results" USING btree ("user_id","test_type","unit_id","created_ts");--> statement-breakpoint
CREATE INDEX "test_results_unit_id_idx" ON "test_results" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "unit_phrases_phrase_id_idx" ON "unit_phrases" USING btree ("phrase_id");--> statement-breakpoint
CREATE INDEX "unit_words_word_id_idx" ON "unit_words" USING btree ("word_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_url_key" ON "units" USING btree ("url");--> statement-breakpoint
CREATE INDEX "user_scopes_scope_id_idx" ON "user_scopes" USING btree ("scope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_lower_key" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "words_url_key" ON "words" USING btree ("url");