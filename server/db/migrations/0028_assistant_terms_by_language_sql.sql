-- Document frequencies per language (issue 14): the statement triggers count each inserted or
-- deleted passage under its own language, and the counts are rebuilt from the passages once.
CREATE OR REPLACE FUNCTION assistant_count_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO assistant_terms (lang, lexeme, passages)
    SELECT new_rows.lang, x.lexeme, count(*) FROM new_rows, unnest(new_rows.search_vector) x
     GROUP BY new_rows.lang, x.lexeme
    UNION ALL SELECT new_rows.lang, '', count(*) FROM new_rows GROUP BY new_rows.lang
    ON CONFLICT (lang, lexeme) DO UPDATE SET passages = assistant_terms.passages + excluded.passages;
  ELSE
    UPDATE assistant_terms t SET passages = t.passages - d.n
      FROM (SELECT old_rows.lang, x.lexeme, count(*) AS n FROM old_rows, unnest(old_rows.search_vector) x
             GROUP BY old_rows.lang, x.lexeme
            UNION ALL SELECT old_rows.lang, '', count(*) FROM old_rows GROUP BY old_rows.lang) d
     WHERE t.lang = d.lang AND t.lexeme = d.lexeme;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DELETE FROM assistant_terms;
--> statement-breakpoint
INSERT INTO assistant_terms (lang, lexeme, passages)
SELECT p.lang, x.lexeme, count(*) FROM assistant_passages p, unnest(p.search_vector) x GROUP BY p.lang, x.lexeme
UNION ALL SELECT p.lang, '', count(*) FROM assistant_passages p GROUP BY p.lang;
