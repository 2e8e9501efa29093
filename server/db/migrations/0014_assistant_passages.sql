CREATE TABLE "assistant_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"origin_id" uuid NOT NULL,
	"parent_id" uuid,
	"source_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"heading" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"mpu_types" "mpu_type"[] DEFAULT '{}'::mpu_type[] NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, "title"), 'A') || setweight(to_tsvector('german'::regconfig, "heading"), 'B') || setweight(to_tsvector('german'::regconfig, "body"), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_terms" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"passages" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "assistant_passages_origin_idx" ON "assistant_passages" USING btree ("origin_id");--> statement-breakpoint
CREATE INDEX "assistant_passages_search_idx" ON "assistant_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "assistant_passages_title_trgm_idx" ON "assistant_passages" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assistant_terms_prefix_idx" ON "assistant_terms" USING btree ("lexeme" text_pattern_ops);