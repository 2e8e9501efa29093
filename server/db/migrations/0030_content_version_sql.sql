-- One version mechanism for every cache of content (decision 025): a statement trigger bumps the
-- app_state row named by its argument in the writing transaction, whoever writes (admin API,
-- content loader, any instance, psql). The glossary keeps its key; `content_version` covers what
-- the overview's totals count (chapters, videos, exam questions and their categories).
CREATE OR REPLACE FUNCTION app_state_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_state (key, value) VALUES (TG_ARGV[0], '1')
  ON CONFLICT (key) DO UPDATE SET value = (app_state.value::bigint + 1)::text, updated_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER lexicon_glossary_version ON lexicon;
--> statement-breakpoint
DROP TRIGGER lexicon_glossary_version_truncate ON lexicon;
--> statement-breakpoint
DROP FUNCTION glossary_version_bump();
--> statement-breakpoint
CREATE TRIGGER lexicon_glossary_version AFTER INSERT OR UPDATE OR DELETE ON lexicon
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('glossary_version');
--> statement-breakpoint
CREATE TRIGGER lexicon_glossary_version_truncate AFTER TRUNCATE ON lexicon
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('glossary_version');
--> statement-breakpoint
INSERT INTO app_state (key, value) VALUES ('content_version', '1') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER chapters_content_version AFTER INSERT OR UPDATE OR DELETE ON chapters
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER chapters_content_version_truncate AFTER TRUNCATE ON chapters
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER videos_content_version AFTER INSERT OR UPDATE OR DELETE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER videos_content_version_truncate AFTER TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER quiz_questions_content_version AFTER INSERT OR UPDATE OR DELETE ON quiz_questions
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER quiz_questions_content_version_truncate AFTER TRUNCATE ON quiz_questions
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER quiz_categories_content_version AFTER INSERT OR UPDATE OR DELETE ON quiz_categories
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER quiz_categories_content_version_truncate AFTER TRUNCATE ON quiz_categories
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
