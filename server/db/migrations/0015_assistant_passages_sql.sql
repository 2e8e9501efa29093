-- The assistant's passages (docs/decisions/017-assistant-retrieval.md): derived from chapters, glossary
-- terms, exam questions with an explanation and news, kept in sync by triggers so every change an
-- administrator or the content loader makes is searchable at once.

-- A Markdown text split at its headings: the text before the first heading, then one section per heading.
CREATE OR REPLACE FUNCTION assistant_sections(content text)
RETURNS TABLE (section integer, heading text, body text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT s.n::integer,
         CASE WHEN s.part ~ '^#' THEN trim(regexp_replace(split_part(s.part, E'\n', 1), '^#+', '')) ELSE '' END,
         trim(CASE WHEN s.part ~ '^#' THEN substr(s.part, length(split_part(s.part, E'\n', 1)) + 1) ELSE s.part END)
    FROM regexp_split_to_table(content, E'\\n(?=#{1,6} )') WITH ORDINALITY AS s(part, n)
   WHERE trim(CASE WHEN s.part ~ '^#' THEN substr(s.part, length(split_part(s.part, E'\n', 1)) + 1) ELSE s.part END) <> ''
$$;
--> statement-breakpoint
-- Rebuilds the passages of the given origins (one statement per kind, so bulk imports stay fast).
CREATE OR REPLACE FUNCTION assistant_refresh(origin_kind text, origins uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM assistant_passages WHERE origin_id = ANY (origins);
  IF origin_kind = 'chapter' THEN
    INSERT INTO assistant_passages (kind, origin_id, parent_id, source_key, position, title, heading, body, mpu_types)
    SELECT 'chapter', ch.id, ch.course_id, ch.source_key, s.section, ch.title, s.heading, s.body, c.mpu_types
      FROM chapters ch JOIN courses c ON c.id = ch.course_id, assistant_sections(ch.content) s
     WHERE ch.id = ANY (origins);
  ELSIF origin_kind = 'term' THEN
    INSERT INTO assistant_passages (kind, origin_id, source_key, title, body)
    SELECT 'term', l.id, l.source_key, l.term, l.definition FROM lexicon l WHERE l.id = ANY (origins);
  ELSIF origin_kind = 'question' THEN
    INSERT INTO assistant_passages (kind, origin_id, parent_id, source_key, title, heading, body, mpu_types)
    SELECT 'question', q.id, q.category_id, q.source_key, q.question, c.name, q.explanation, c.mpu_types
      FROM quiz_questions q JOIN quiz_categories c ON c.id = q.category_id
     WHERE q.id = ANY (origins) AND trim(q.explanation) <> '';
  ELSIF origin_kind = 'news' THEN
    INSERT INTO assistant_passages (kind, origin_id, source_key, position, title, heading, body)
    SELECT 'news', n.id, n.source_key, s.section, n.title, s.heading, s.body
      FROM news n, assistant_sections(n.body) s WHERE n.id = ANY (origins);
  END IF;
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables: an import of 10,000 questions is one refresh.
CREATE OR REPLACE FUNCTION assistant_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM assistant_passages WHERE origin_id IN (SELECT id FROM old_rows);
  ELSE
    PERFORM assistant_refresh(TG_ARGV[0], ARRAY(SELECT id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A course's or category's name and reasons are copied into their passages.
CREATE OR REPLACE FUNCTION assistant_sync_parent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'course' THEN
    PERFORM assistant_refresh('chapter', ARRAY(SELECT id FROM chapters WHERE course_id = NEW.id));
  ELSE
    PERFORM assistant_refresh('question', ARRAY(SELECT id FROM quiz_questions WHERE category_id = NEW.id));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER assistant_chapters_insert AFTER INSERT ON chapters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('chapter');
--> statement-breakpoint
CREATE TRIGGER assistant_chapters_update AFTER UPDATE ON chapters REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('chapter');
--> statement-breakpoint
CREATE TRIGGER assistant_chapters_delete AFTER DELETE ON chapters REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('chapter');
--> statement-breakpoint
CREATE TRIGGER assistant_lexicon_insert AFTER INSERT ON lexicon REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('term');
--> statement-breakpoint
CREATE TRIGGER assistant_lexicon_update AFTER UPDATE ON lexicon REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('term');
--> statement-breakpoint
CREATE TRIGGER assistant_lexicon_delete AFTER DELETE ON lexicon REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('term');
--> statement-breakpoint
CREATE TRIGGER assistant_quiz_questions_insert AFTER INSERT ON quiz_questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('question');
--> statement-breakpoint
CREATE TRIGGER assistant_quiz_questions_update AFTER UPDATE ON quiz_questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('question');
--> statement-breakpoint
CREATE TRIGGER assistant_quiz_questions_delete AFTER DELETE ON quiz_questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('question');
--> statement-breakpoint
CREATE TRIGGER assistant_news_insert AFTER INSERT ON news REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('news');
--> statement-breakpoint
CREATE TRIGGER assistant_news_update AFTER UPDATE ON news REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('news');
--> statement-breakpoint
CREATE TRIGGER assistant_news_delete AFTER DELETE ON news REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_sync('news');
--> statement-breakpoint
CREATE TRIGGER assistant_courses AFTER UPDATE OF mpu_types ON courses
  FOR EACH ROW EXECUTE FUNCTION assistant_sync_parent('course');
--> statement-breakpoint
CREATE TRIGGER assistant_categories AFTER UPDATE OF name, mpu_types ON quiz_categories
  FOR EACH ROW EXECUTE FUNCTION assistant_sync_parent('category');
--> statement-breakpoint
-- Document frequencies for the ranking: passages are only inserted and deleted (a change replaces
-- them), so two statement triggers keep assistant_terms exact.
CREATE OR REPLACE FUNCTION assistant_count_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO assistant_terms (lexeme, passages)
    SELECT x.lexeme, count(*) FROM new_rows, unnest(new_rows.search_vector) x GROUP BY x.lexeme
    UNION ALL SELECT '', count(*) FROM new_rows
    ON CONFLICT (lexeme) DO UPDATE SET passages = assistant_terms.passages + excluded.passages;
  ELSE
    UPDATE assistant_terms t SET passages = t.passages - d.n
      FROM (SELECT x.lexeme, count(*) AS n FROM old_rows, unnest(old_rows.search_vector) x GROUP BY x.lexeme
            UNION ALL SELECT '', count(*) FROM old_rows) d
     WHERE t.lexeme = d.lexeme;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assistant_terms_insert AFTER INSERT ON assistant_passages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_count_terms();
--> statement-breakpoint
CREATE TRIGGER assistant_terms_delete AFTER DELETE ON assistant_passages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assistant_count_terms();
--> statement-breakpoint
SELECT assistant_refresh('chapter', ARRAY(SELECT id FROM chapters));
--> statement-breakpoint
SELECT assistant_refresh('term', ARRAY(SELECT id FROM lexicon));
--> statement-breakpoint
SELECT assistant_refresh('question', ARRAY(SELECT id FROM quiz_questions));
--> statement-breakpoint
SELECT assistant_refresh('news', ARRAY(SELECT id FROM news));
