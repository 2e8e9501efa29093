CREATE TABLE "question_memory" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone,
	"last_answer" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_correct" boolean NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"first_answered_at" timestamp with time zone NOT NULL,
	"last_answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_memory_user_id_question_id_pk" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "question_memory_kind_check" CHECK ("question_memory"."kind" in ('exam', 'chapter', 'video'))
);
--> statement-breakpoint
CREATE TABLE "review_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "review_logs" DROP CONSTRAINT "review_logs_question_id_quiz_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "review_logs" ADD COLUMN "kind" text DEFAULT 'exam' NOT NULL;--> statement-breakpoint
ALTER TABLE "question_memory" ADD CONSTRAINT "question_memory_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_days" ADD CONSTRAINT "review_days_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_memory_user_kind_due_idx" ON "question_memory" USING btree ("user_id","kind","due");--> statement-breakpoint
CREATE INDEX "question_memory_question_idx" ON "question_memory" USING btree ("question_id");