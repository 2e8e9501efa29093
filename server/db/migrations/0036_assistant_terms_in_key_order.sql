-- Concurrent content writes (two news items created at once) deadlocked in the statement trigger:
-- each upserted its terms in hash order, so two transactions could lock the same assistant_terms
-- rows in opposite orders. Both directions now touch the rows in key order (lang, lexeme).
CREATE OR REPLACE FUNCTION assistant_count_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO assistant_terms (lang, lexeme, passages)
    SELECT lang, lexeme, n FROM (
      SELECT new_rows.lang, x.lexeme, count(*) AS n FROM new_rows, unnest(new_rows.search_vector) x
       GROUP BY new_rows.lang, x.lexeme
      UNION ALL SELECT new_rows.lang, '', count(*) FROM new_rows GROUP BY new_rows.lang
    ) counted
    ORDER BY lang, lexeme
    ON CONFLICT (lang, lexeme) DO UPDATE SET passages = assistant_terms.passages + excluded.passages;
  ELSE
    WITH counted AS (
      SELECT old_rows.lang, x.lexeme, count(*) AS n FROM old_rows, unnest(old_rows.search_vector) x
       GROUP BY old_rows.lang, x.lexeme
      UNION ALL SELECT old_rows.lang, '', count(*) FROM old_rows GROUP BY old_rows.lang
    ), locked AS (
      SELECT t.lang, t.lexeme, c.n FROM assistant_terms t JOIN counted c USING (lang, lexeme)
       ORDER BY t.lang, t.lexeme FOR UPDATE OF t
    )
    UPDATE assistant_terms t SET passages = t.passages - locked.n
      FROM locked WHERE t.lang = locked.lang AND t.lexeme = locked.lexeme;
  END IF;
  RETURN NULL;
END $$;
