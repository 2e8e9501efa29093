-- The assistant in Turkish and English (decision 030): every item with a translation also gets
-- passages in that language (lang 'tr'/'en', stemmed by the language's text search configuration);
-- the German passages stay. Regenerating search_vector (migration before) dropped its GIN index.
CREATE INDEX IF NOT EXISTS "assistant_passages_search_idx" ON "assistant_passages" USING gin ("search_vector");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION assistant_refresh(origin_kind text, origins uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM assistant_passages WHERE origin_id = ANY (origins);
  IF origin_kind = 'chapter' THEN
    INSERT INTO assistant_passages (kind, origin_id, parent_id, source_key, position, title, heading, body, mpu_types)
    SELECT 'chapter', ch.id, ch.course_id, ch.source_key, s.section, ch.title, s.heading, s.body, c.mpu_types
      FROM chapters ch JOIN courses c ON c.id = ch.course_id, assistant_sections(ch.content) s
     WHERE ch.id = ANY (origins);
    INSERT INTO assistant_passages (kind, origin_id, parent_id, source_key, position, title, heading, body, mpu_types, lang)
    SELECT 'chapter', ch.id, ch.course_id, ch.source_key, s.section, ch.translations #>> ARRAY[l.lang, 'title'],
           s.heading, s.body, c.mpu_types, l.lang
      FROM chapters ch JOIN courses c ON c.id = ch.course_id, unnest(ARRAY['tr', 'en']) AS l(lang),
           assistant_sections(ch.translations #>> ARRAY[l.lang, 'content']) s
     WHERE ch.id = ANY (origins) AND trim(coalesce(ch.translations #>> ARRAY[l.lang, 'title'], '')) <> '';
  ELSIF origin_kind = 'term' THEN
    INSERT INTO assistant_passages (kind, origin_id, source_key, title, body)
    SELECT 'term', x.id, x.source_key, x.term, x.definition FROM lexicon x WHERE x.id = ANY (origins);
    INSERT INTO assistant_passages (kind, origin_id, source_key, title, body, lang)
    SELECT 'term', x.id, x.source_key, x.translations #>> ARRAY[l.lang, 'term'],
           x.translations #>> ARRAY[l.lang, 'definition'], l.lang
      FROM lexicon x, unnest(ARRAY['tr', 'en']) AS l(lang)
     WHERE x.id = ANY (origins)
       AND trim(coalesce(x.translations #>> ARRAY[l.lang, 'term'], '')) <> ''
       AND trim(coalesce(x.translations #>> ARRAY[l.lang, 'definition'], '')) <> '';
  ELSIF origin_kind = 'question' THEN
    INSERT INTO assistant_passages (kind, origin_id, parent_id, source_key, title, heading, body, mpu_types)
    SELECT 'question', q.id, q.category_id, q.source_key, q.question, c.name, q.explanation, c.mpu_types
      FROM quiz_questions q JOIN quiz_categories c ON c.id = q.category_id
     WHERE q.id = ANY (origins) AND trim(q.explanation) <> '';
    INSERT INTO assistant_passages (kind, origin_id, parent_id, source_key, title, heading, body, mpu_types, lang)
    SELECT 'question', q.id, q.category_id, q.source_key, q.translations #>> ARRAY[l.lang, 'question'],
           coalesce(nullif(c.translations #>> ARRAY[l.lang, 'name'], ''), c.name),
           q.translations #>> ARRAY[l.lang, 'explanation'], c.mpu_types, l.lang
      FROM quiz_questions q JOIN quiz_categories c ON c.id = q.category_id, unnest(ARRAY['tr', 'en']) AS l(lang)
     WHERE q.id = ANY (origins)
       AND trim(coalesce(q.translations #>> ARRAY[l.lang, 'question'], '')) <> ''
       AND trim(coalesce(q.translations #>> ARRAY[l.lang, 'explanation'], '')) <> '';
  ELSIF origin_kind = 'news' THEN
    INSERT INTO assistant_passages (kind, origin_id, source_key, position, title, heading, body)
    SELECT 'news', n.id, n.source_key, s.section, n.title, s.heading, s.body
      FROM news n, assistant_sections(n.body) s WHERE n.id = ANY (origins);
    INSERT INTO assistant_passages (kind, origin_id, source_key, position, title, heading, body, lang)
    SELECT 'news', n.id, n.source_key, s.section, n.translations #>> ARRAY[l.lang, 'title'], s.heading, s.body, l.lang
      FROM news n, unnest(ARRAY['tr', 'en']) AS l(lang), assistant_sections(n.translations #>> ARRAY[l.lang, 'body']) s
     WHERE n.id = ANY (origins) AND trim(coalesce(n.translations #>> ARRAY[l.lang, 'title'], '')) <> '';
  END IF;
END $$;
--> statement-breakpoint
-- A category's translated name is copied into its questions' passages too.
DROP TRIGGER IF EXISTS assistant_categories ON quiz_categories;
--> statement-breakpoint
CREATE TRIGGER assistant_categories AFTER UPDATE OF name, mpu_types, translations ON quiz_categories
  FOR EACH ROW EXECUTE FUNCTION assistant_sync_parent('category');
--> statement-breakpoint
SELECT assistant_refresh('chapter', ARRAY(SELECT id FROM chapters));
--> statement-breakpoint
SELECT assistant_refresh('term', ARRAY(SELECT id FROM lexicon));
--> statement-breakpoint
SELECT assistant_refresh('question', ARRAY(SELECT id FROM quiz_questions));
--> statement-breakpoint
SELECT assistant_refresh('news', ARRAY(SELECT id FROM news));
