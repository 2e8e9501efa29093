-- The daily reviews cache the questions they cover per set of reasons by content_version (decision
-- 047): chapter quiz questions (quizzes) and the courses' reasons decide them too, so writes to
-- those tables bump the version like the other content tables (0030_content_version_sql).
CREATE TRIGGER courses_content_version AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER courses_content_version_truncate AFTER TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER quizzes_content_version AFTER INSERT OR UPDATE OR DELETE ON quizzes
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
--> statement-breakpoint
CREATE TRIGGER quizzes_content_version_truncate AFTER TRUNCATE ON quizzes
  FOR EACH STATEMENT EXECUTE FUNCTION app_state_version_bump('content_version');
