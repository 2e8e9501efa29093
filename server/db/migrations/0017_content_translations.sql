ALTER TABLE "chapters" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lexicon" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lexicon" ADD COLUMN "search_vector_tr" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('turkish'::regconfig, coalesce("translations" #>> '{tr,term}', '')), 'A') || setweight(to_tsvector('turkish'::regconfig, coalesce("translations" #>> '{tr,definition}', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "lexicon" ADD COLUMN "search_vector_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("translations" #>> '{en,term}', '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("translations" #>> '{en,definition}', '')), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_quizzes" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_sections" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "lexicon_search_tr_idx" ON "lexicon" USING gin ("search_vector_tr");--> statement-breakpoint
CREATE INDEX "lexicon_search_en_idx" ON "lexicon" USING gin ("search_vector_en");--> statement-breakpoint
CREATE INDEX "lexicon_term_tr_trgm_idx" ON "lexicon" USING gin (lower("translations" #>> '{tr,term}') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lexicon_term_en_trgm_idx" ON "lexicon" USING gin (lower("translations" #>> '{en,term}') gin_trgm_ops);