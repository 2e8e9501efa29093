CREATE TYPE "public"."feedback_topic" AS ENUM('case', 'report', 'general');--> statement-breakpoint
CREATE TYPE "public"."share_kind" AS ENUM('case', 'reports', 'transcripts', 'plan', 'leistungstest');--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'counsellor';--> statement-breakpoint
CREATE TABLE "counsellor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"author_id" uuid,
	"from_counsellor" boolean NOT NULL,
	"topic" "feedback_topic" DEFAULT 'general' NOT NULL,
	"report_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "counsellor_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"learner_id" uuid NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"kind" "share_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "counsellor_id" uuid;--> statement-breakpoint
ALTER TABLE "counsellor_messages" ADD CONSTRAINT "counsellor_messages_learner_id_profiles_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_messages" ADD CONSTRAINT "counsellor_messages_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_shares" ADD CONSTRAINT "counsellor_shares_learner_id_profiles_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_shares" ADD CONSTRAINT "counsellor_shares_counsellor_id_profiles_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counsellor_messages_learner_idx" ON "counsellor_messages" USING btree ("learner_id","created_at");--> statement-breakpoint
CREATE INDEX "counsellor_shares_learner_idx" ON "counsellor_shares" USING btree ("learner_id","counsellor_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_counsellor_id_profiles_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_counsellor_idx" ON "profiles" USING btree ("counsellor_id");