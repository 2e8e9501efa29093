DROP INDEX "lexicon_search_idx";--> statement-breakpoint
DROP INDEX "lexicon_term_trgm_idx";--> statement-breakpoint
DROP INDEX "lexicon_search_tr_idx";--> statement-breakpoint
DROP INDEX "lexicon_search_en_idx";--> statement-breakpoint
DROP INDEX "lexicon_term_tr_trgm_idx";--> statement-breakpoint
DROP INDEX "lexicon_term_en_trgm_idx";--> statement-breakpoint
CREATE INDEX "lexicon_search_idx" ON "lexicon" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lexicon_term_trgm_idx" ON "lexicon" USING gin (lower("term") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lexicon_search_tr_idx" ON "lexicon" USING gin ("search_vector_tr") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lexicon_search_en_idx" ON "lexicon" USING gin ("search_vector_en") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lexicon_term_tr_trgm_idx" ON "lexicon" USING gin (lower("translations" #>> '{tr,term}') gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "lexicon_term_en_trgm_idx" ON "lexicon" USING gin (lower("translations" #>> '{en,term}') gin_trgm_ops) WITH (fastupdate=false);