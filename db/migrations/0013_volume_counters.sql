CREATE TABLE "volume_counters" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "volume_counters_bucket_window_start_window_end_pk" PRIMARY KEY("bucket","window_start","window_end"),
	CONSTRAINT "volume_counters_hits" CHECK ("volume_counters"."hits" >= 0)
);
--> statement-breakpoint
CREATE INDEX "volume_counters_window_end_idx" ON "volume_counters" USING btree ("window_end");