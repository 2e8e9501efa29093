ALTER TABLE "quiz_attempts" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_user_attempts" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "video_quiz_attempts" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_user_attempts_user_attempt_idx" ON "quiz_user_attempts" USING btree ("user_id","attempt_id");--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_attempt_key" UNIQUE("user_id","attempt_id");--> statement-breakpoint
ALTER TABLE "video_quiz_attempts" ADD CONSTRAINT "video_quiz_attempts_user_attempt_key" UNIQUE("user_id","attempt_id");