CREATE TABLE "expose_files" (
	"key" text PRIMARY KEY NOT NULL,
	"property_id" uuid,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expose_files" ADD CONSTRAINT "expose_files_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expose_files_listing_idx" ON "expose_files" USING btree ("property_id","language","kind","made_at");