CREATE TABLE "content_loaded" (
	"source_key" text PRIMARY KEY NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
