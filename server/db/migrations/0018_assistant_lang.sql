DROP INDEX "assistant_passages_origin_idx";--> statement-breakpoint
ALTER TABLE "assistant_passages" ADD COLUMN "lang" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
CREATE INDEX "assistant_passages_origin_idx" ON "assistant_passages" USING btree ("origin_id","lang");