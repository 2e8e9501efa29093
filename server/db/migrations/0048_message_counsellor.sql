ALTER TABLE "counsellor_messages" ADD COLUMN "counsellor_id" uuid;--> statement-breakpoint
ALTER TABLE "counsellor_messages" ADD CONSTRAINT "counsellor_messages_counsellor_id_profiles_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counsellor_messages_counsellor_idx" ON "counsellor_messages" USING btree ("counsellor_id");--> statement-breakpoint
-- Backfill (decision 063): a counsellor's message belongs to the thread with its author; for a
-- learner's message the counsellor of that moment is not known, so it joins the thread with the
-- learner's current counsellor (none: it stays the learner's alone).
UPDATE "counsellor_messages" SET "counsellor_id" = "author_id" WHERE "from_counsellor" AND "counsellor_id" IS NULL;--> statement-breakpoint
UPDATE "counsellor_messages" AS m SET "counsellor_id" = p."counsellor_id" FROM "profiles" AS p WHERE p."id" = m."learner_id" AND NOT m."from_counsellor" AND m."counsellor_id" IS NULL;
