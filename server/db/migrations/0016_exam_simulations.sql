CREATE TABLE "exam_simulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"question_ids" uuid[] NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"correct_count" integer
);
--> statement-breakpoint
ALTER TABLE "exam_simulations" ADD CONSTRAINT "exam_simulations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_simulations_user_started_idx" ON "exam_simulations" USING btree ("user_id","started_at" DESC NULLS LAST);