CREATE TABLE "street_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"street_id" uuid NOT NULL,
	"house_number" integer NOT NULL,
	"point" geometry(Point,4326) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "street_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "street_unverified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "streets" ADD COLUMN "name_lld" text;--> statement-breakpoint
ALTER TABLE "streets" ADD COLUMN "register_id" text;--> statement-breakpoint
ALTER TABLE "street_addresses" ADD CONSTRAINT "street_addresses_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."streets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "street_addresses_street_idx" ON "street_addresses" USING btree ("street_id","house_number");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."streets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_search_street_id_idx" ON "properties" USING btree ("street_id","rent","created_at" DESC NULLS LAST) WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "saved_search_locations_street_id_match_idx" ON "saved_search_locations" USING btree ("street_id","type_id","rent") WHERE "saved_search_locations"."kind" = 'street';--> statement-breakpoint
CREATE UNIQUE INDEX "streets_register_id_idx" ON "streets" USING btree ("register_id");