-- Spaced review (FSRS): one card per learner and word, and one log row per
-- graded answer. The due queue reads (user_id, due) through its index, so it
-- never scans a learner's other cards, let alone everyone's.
CREATE TABLE "review_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "review_cards_state_known" CHECK ("review_cards"."state" BETWEEN 0 AND 3)
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"word_id" integer NOT NULL,
	"source" text NOT NULL,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"review" timestamp with time zone NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean NOT NULL,
	"typo" boolean DEFAULT false NOT NULL,
	"elapsed_ms" integer,
	"overridden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "review_logs_source_known" CHECK ("review_logs"."source" IN ('test', 'review')),
	CONSTRAINT "review_logs_rating_grade" CHECK ("review_logs"."rating" BETWEEN 1 AND 4),
	CONSTRAINT "review_logs_state_known" CHECK ("review_logs"."state" BETWEEN 0 AND 3),
	CONSTRAINT "review_logs_elapsed_ms" CHECK ("review_logs"."elapsed_ms" IS NULL OR "review_logs"."elapsed_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_review_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_word_key" ON "review_cards" USING btree ("user_id","word_id");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_cards_word_id_idx" ON "review_cards" USING btree ("word_id");--> statement-breakpoint
CREATE INDEX "review_logs_card_id_idx" ON "review_logs" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "review_logs_user_review_idx" ON "review_logs" USING btree ("user_id","review");--> statement-breakpoint
CREATE INDEX "review_logs_word_id_idx" ON "review_logs" USING btree ("word_id");
