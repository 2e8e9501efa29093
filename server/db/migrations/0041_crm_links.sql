CREATE TABLE "crm_links" (
	"user_id" uuid NOT NULL,
	"api_key_id" uuid NOT NULL,
	"via" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"agreed_at" timestamp with time zone,
	CONSTRAINT "crm_links_user_id_api_key_id_pk" PRIMARY KEY("user_id","api_key_id")
);
--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_links_api_key_idx" ON "crm_links" USING btree ("api_key_id");