CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"days" integer[] DEFAULT '{1,2,3,4,5,6,7}'::integer[] NOT NULL,
	"from_hour" integer DEFAULT 17 NOT NULL,
	"until_hour" integer DEFAULT 20 NOT NULL,
	"due_reviews" boolean DEFAULT true NOT NULL,
	"plan_step" boolean DEFAULT true NOT NULL,
	"inactive_week" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'de' NOT NULL,
	"last_sent_on" date,
	"unsubscribed_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_settings_email_idx" ON "reminder_settings" USING btree ("user_id") WHERE "reminder_settings"."email";