CREATE TABLE "progress_snapshots" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"readiness" integer NOT NULL,
	"chapters" integer NOT NULL,
	"quiz" integer NOT NULL,
	"videos" integer NOT NULL,
	CONSTRAINT "progress_snapshots_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "progress_snapshots" ADD CONSTRAINT "progress_snapshots_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;