ALTER TYPE "public"."page_key" ADD VALUE 'leistungstest';--> statement-breakpoint
CREATE TABLE "leistungstest_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"task" text NOT NULL,
	"phase" text NOT NULL,
	"aborted" boolean DEFAULT false NOT NULL,
	"latency_ms" real,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leistungstest_runs" ADD CONSTRAINT "leistungstest_runs_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leistungstest_runs_user_created_idx" ON "leistungstest_runs" USING btree ("user_id","created_at" DESC NULLS LAST);