ALTER TABLE "content_loaded" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "explanation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "video_quizzes" ADD COLUMN "explanation" text DEFAULT '' NOT NULL;