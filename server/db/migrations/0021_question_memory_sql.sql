-- The learner's memory of each question (decision 026): filled once from the history, then kept by
-- the answer services in the same transaction as each answer. Triggers drop the rows (and review logs)
-- of a deleted question, since question_memory points into three question tables.

-- Exam questions: quiz attempts and review answers; the FSRS state from review_cards where a question
-- was reviewed, else a new card due at once.
WITH answers AS (
  SELECT user_id, question_id, selected_answers, is_correct, created_at, 'quiz' AS source FROM quiz_user_attempts
  UNION ALL
  SELECT user_id, question_id, selected_answers, is_correct, created_at, 'review' FROM review_logs
),
totals AS (
  SELECT user_id, question_id,
         count(*) FILTER (WHERE source = 'quiz')::int AS quiz_n,
         count(*) FILTER (WHERE source = 'quiz' AND is_correct)::int AS quiz_correct,
         count(*) FILTER (WHERE source = 'review')::int AS review_n,
         min(created_at) AS first_at, max(created_at) AS last_at
    FROM answers GROUP BY user_id, question_id
),
latest AS (
  SELECT DISTINCT ON (user_id, question_id) user_id, question_id, selected_answers, is_correct
    FROM answers ORDER BY user_id, question_id, created_at DESC
)
INSERT INTO question_memory (user_id, question_id, kind, due, stability, difficulty, scheduled_days,
  learning_steps, reps, lapses, state, last_review, last_answer, last_correct, answer_count,
  correct_count, review_count, first_answered_at, last_answered_at)
SELECT t.user_id, t.question_id, 'exam',
       coalesce(c.due, t.last_at), coalesce(c.stability, 0), coalesce(c.difficulty, 0),
       coalesce(c.scheduled_days, 0), coalesce(c.learning_steps, 0), coalesce(c.reps, 0),
       coalesce(c.lapses, 0), coalesce(c.state, 0), c.last_review,
       l.selected_answers, l.is_correct, t.quiz_n, t.quiz_correct, t.review_n, t.first_at, t.last_at
  FROM totals t
  JOIN latest l ON l.user_id = t.user_id AND l.question_id = t.question_id
  LEFT JOIN review_cards c ON c.user_id = t.user_id AND c.question_id = t.question_id
 WHERE EXISTS (SELECT 1 FROM quiz_questions qq WHERE qq.id = t.question_id)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Chapter and video quizzes: one locked answer each.
INSERT INTO question_memory (user_id, question_id, kind, due, stability, difficulty, scheduled_days,
  learning_steps, reps, lapses, state, last_answer, last_correct, answer_count, correct_count,
  first_answered_at, last_answered_at)
SELECT user_id, quiz_id, 'chapter', created_at, 0, 0, 0, 0, 0, 0, 0, ARRAY[answer], is_correct, 1,
       CASE WHEN is_correct THEN 1 ELSE 0 END, created_at, created_at
  FROM quiz_attempts
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO question_memory (user_id, question_id, kind, due, stability, difficulty, scheduled_days,
  learning_steps, reps, lapses, state, last_answer, last_correct, answer_count, correct_count,
  first_answered_at, last_answered_at)
SELECT user_id, quiz_id, 'video', created_at, 0, 0, 0, 0, 0, 0, 0, selected_answers, is_correct, 1,
       CASE WHEN is_correct THEN 1 ELSE 0 END, created_at, created_at
  FROM video_quiz_attempts
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION question_memory_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM question_memory WHERE question_id = OLD.id;
  DELETE FROM review_logs WHERE question_id = OLD.id;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quiz_questions_forget AFTER DELETE ON quiz_questions
  FOR EACH ROW EXECUTE FUNCTION question_memory_forget();
--> statement-breakpoint
CREATE TRIGGER quizzes_forget AFTER DELETE ON quizzes
  FOR EACH ROW EXECUTE FUNCTION question_memory_forget();
--> statement-breakpoint
CREATE TRIGGER video_quizzes_forget AFTER DELETE ON video_quizzes
  FOR EACH ROW EXECUTE FUNCTION question_memory_forget();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS review_logs_question_idx ON review_logs (question_id);
