ALTER TABLE "review_logs" DROP CONSTRAINT "review_logs_source_known";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_goal" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "new_words_per_day" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_source_known" CHECK ("review_logs"."source" IN ('test', 'review', 'learn'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_daily_goal_range" CHECK ("users"."daily_goal" BETWEEN 1 AND 1000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_new_words_per_day_range" CHECK ("users"."new_words_per_day" BETWEEN 0 AND 100);