DROP INDEX "assistant_passages_search_idx";--> statement-breakpoint
DROP INDEX "assistant_passages_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "assistant_passages_search_idx" ON "assistant_passages" USING gin ("search_vector") WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "assistant_passages_title_trgm_idx" ON "assistant_passages" USING gin (lower("title") gin_trgm_ops) WITH (gin_pending_list_limit=256);