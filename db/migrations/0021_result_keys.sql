ALTER TABLE "test_results" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "test_results_user_client_key" ON "test_results" USING btree ("user_id","client_key");