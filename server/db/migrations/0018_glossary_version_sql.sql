-- The glossary's version (decision 025): every statement that writes `lexicon` (admin API, content
-- loader, any instance, psql) bumps app_state.glossary_version in the same transaction, so each
-- instance recompiles its cached term matcher at its next request after the commit.
INSERT INTO app_state (key, value) VALUES ('glossary_version', '1') ON CONFLICT (key) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION glossary_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_state (key, value) VALUES ('glossary_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (app_state.value::bigint + 1)::text, updated_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lexicon_glossary_version AFTER INSERT OR UPDATE OR DELETE ON lexicon
  FOR EACH STATEMENT EXECUTE FUNCTION glossary_version_bump();
--> statement-breakpoint
CREATE TRIGGER lexicon_glossary_version_truncate AFTER TRUNCATE ON lexicon
  FOR EACH STATEMENT EXECUTE FUNCTION glossary_version_bump();
