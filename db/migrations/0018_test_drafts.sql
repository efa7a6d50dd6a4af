CREATE TABLE "test_drafts" (
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"test_type" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"position" integer NOT NULL,
	"updated_ts" bigint NOT NULL,
	CONSTRAINT "test_drafts_user_id_unit_id_test_type_pk" PRIMARY KEY("user_id","unit_id","test_type")
);
--> statement-breakpoint
ALTER TABLE "test_drafts" ADD CONSTRAINT "test_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drafts" ADD CONSTRAINT "test_drafts_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_drafts_unit_id_idx" ON "test_drafts" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "test_drafts_user_updated_idx" ON "test_drafts" USING btree ("user_id","updated_ts");