CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"test_type" text,
	"due_date" date,
	"pass_mark" double precision NOT NULL,
	"created_ts" bigint NOT NULL,
	CONSTRAINT "assignments_pass_mark_fraction" CHECK ("assignments"."pass_mark" >= 0 AND "assignments"."pass_mark" <= 1)
);
--> statement-breakpoint
CREATE TABLE "class_members" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_members_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"join_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignments_class_unit_type_key" ON "assignments" USING btree ("class_id","unit_id",coalesce("test_type", ''));--> statement-breakpoint
CREATE INDEX "assignments_unit_id_idx" ON "assignments" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "class_members_user_id_idx" ON "class_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classes_join_code_key" ON "classes" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "classes_owner_id_idx" ON "classes" USING btree ("owner_id");--> statement-breakpoint
-- Hand-written, not from schema.ts: a database seeded before classes existed gets what the seed now
-- gives (db/seed/permissions.ts): the `teacher` scope, held by every editor, and the endpoint row that
-- lets teachers open classes. A new database is seeded after its migrations and gets them from the seed;
-- a database that already has a `teacher` scope of its own is left as it is.
DO $$
DECLARE
  teacher_id integer;
  new_endpoint integer;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM app_meta WHERE key = 'demo-seed')
     OR EXISTS (SELECT 1 FROM scopes WHERE value = 'teacher') THEN
    RETURN;
  END IF;
  INSERT INTO scopes (name, value, description)
    VALUES ('Teacher', 'teacher', 'Runs classes: assigns units and reads their learners'' results.')
    RETURNING id INTO teacher_id;
  INSERT INTO user_scopes (user_id, scope_id)
    SELECT us.user_id, teacher_id FROM user_scopes us JOIN scopes s ON s.id = us.scope_id
    WHERE s.value = 'editor';
  IF NOT EXISTS (SELECT 1 FROM endpoints WHERE admin_page_url = 'create-class'
                 OR (method = 'POST' AND url = '/classes')) THEN
    INSERT INTO endpoints (method, url, admin_page_url) VALUES ('POST', '/classes', 'create-class')
      RETURNING id INTO new_endpoint;
    INSERT INTO endpoint_scopes (endpoint_id, scope_id) VALUES (new_endpoint, teacher_id);
  END IF;
END $$;
