-- The admin tables' free-text search (issue 15) uses trigram indexes; PGlite loads the extension
-- as a module of its own (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "responsible_agent_id" uuid;--> statement-breakpoint
-- Listings submitted before the column existed count as submitted when they were created.
UPDATE "properties" SET "submitted_at" = "created_at" WHERE NOT "is_draft";--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_responsible_agent_id_accounts_id_fk" FOREIGN KEY ("responsible_agent_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "matches_created_idx" ON "matches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "matches_open_requests_idx" ON "matches" USING btree ("updated_at") WHERE "matches"."state" in ('visit','consulting') and "matches"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "properties_admin_number_idx" ON "properties" USING btree ("category","property_number");--> statement-breakpoint
CREATE INDEX "properties_admin_created_idx" ON "properties" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_admin_updated_idx" ON "properties" USING btree ("category","updated_at","id");--> statement-breakpoint
CREATE INDEX "properties_admin_price_idx" ON "properties" USING btree ("category","price" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "properties_admin_area_idx" ON "properties" USING btree ("category","area" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "properties_admin_rooms_idx" ON "properties" USING btree ("category","room_total" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "properties_admin_baths_idx" ON "properties" USING btree ("category","bath_total" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "properties_admin_rent_idx" ON "properties" USING btree ("category","rent","id");--> statement-breakpoint
CREATE INDEX "properties_admin_type_idx" ON "properties" USING btree ("category","type_id","id");--> statement-breakpoint
CREATE INDEX "properties_admin_status_idx" ON "properties" USING btree ("category",(case when "is_draft" then 0 when "withdrawn_at" is not null then 3 when "is_confirmed" then 2 else 1 end),"id");--> statement-breakpoint
CREATE INDEX "properties_admin_external_agent_idx" ON "properties" USING btree ("category",lower(coalesce("external_agent"->>'familyName', '') || ' ' || coalesce("external_agent"->>'name', '')),"id");--> statement-breakpoint
CREATE INDEX "properties_admin_owner_idx" ON "properties" USING btree ("owner_id","category","created_at");--> statement-breakpoint
CREATE INDEX "properties_admin_agent_idx" ON "properties" USING btree ("responsible_agent_id","category","created_at");--> statement-breakpoint
CREATE INDEX "properties_admin_municipality_idx" ON "properties" USING btree ("municipality_id","category","created_at");--> statement-breakpoint
CREATE INDEX "properties_admin_zone_idx" ON "properties" USING btree ("zone_id","category","created_at");--> statement-breakpoint
CREATE INDEX "properties_admin_queue_idx" ON "properties" USING btree (coalesce("submitted_at", "created_at"),"id") WHERE not "properties"."is_confirmed" and not "properties"."is_draft" and "properties"."withdrawn_at" is null;--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_admin_text_idx" ON "properties" USING gin (lower("property_number"::text || ' ' || coalesce("title"->>'it', '') || ' ' || coalesce("title"->>'de', '') || ' ' || coalesce("title"->>'en', '') || ' ' || coalesce("street", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_admin_residential_energyclass_idx" ON "properties" USING btree (coalesce(array_position(array['gold','A','B','C','D','E','F','G','undefined']::text[], ("details" #>> '{energyClass}')), 0),"id") WHERE "properties"."category" = 'residential';--> statement-breakpoint
CREATE INDEX "properties_admin_garage_numofplaces_idx" ON "properties" USING btree (coalesce(("details" #>> '{numOfPlaces}')::numeric, '-Infinity'::numeric),"id") WHERE "properties"."category" = 'garage';--> statement-breakpoint
CREATE INDEX "properties_admin_garage_floor_idx" ON "properties" USING btree (coalesce(("details" #>> '{floor}')::numeric, '-Infinity'::numeric),"id") WHERE "properties"."category" = 'garage';--> statement-breakpoint
CREATE INDEX "properties_admin_commercial_selltype_idx" ON "properties" USING btree (coalesce(array_position(array['both','activity','walls']::text[], ("details" #>> '{sellType}')), 0),"id") WHERE "properties"."category" = 'commercial';--> statement-breakpoint
CREATE INDEX "properties_admin_commercial_seats_idx" ON "properties" USING btree (coalesce(("details" #>> '{rooms,seats}')::numeric, '-Infinity'::numeric),"id") WHERE "properties"."category" = 'commercial';--> statement-breakpoint
CREATE INDEX "properties_admin_commercial_stars_idx" ON "properties" USING btree (coalesce(("details" #>> '{hotel,stars}')::numeric, '-Infinity'::numeric),"id") WHERE "properties"."category" = 'commercial';--> statement-breakpoint
CREATE INDEX "properties_admin_commercial_energyclass_idx" ON "properties" USING btree (coalesce(array_position(array['gold','A','B','C','D','E','F','G','undefined']::text[], ("details" #>> '{energyClass}')), 0),"id") WHERE "properties"."category" = 'commercial';--> statement-breakpoint
CREATE INDEX "properties_admin_buildingland_cubicindex_idx" ON "properties" USING btree (coalesce(("details" #>> '{cubicIndex}')::numeric, '-Infinity'::numeric),"id") WHERE "properties"."category" = 'buildingland';--> statement-breakpoint
CREATE INDEX "properties_admin_agriculture_cultivation_idx" ON "properties" USING btree (coalesce(lower(("details" #>> '{cultivation,0,description}')), ''),"id") WHERE "properties"."category" = 'agriculture';--> statement-breakpoint
CREATE INDEX "sellers_admin_text_idx" ON "sellers" USING gin (lower(coalesce("name", '') || ' ' || coalesce("family_name", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_withdrawn_unconfirmed_check" CHECK ("properties"."withdrawn_at" is null or not ("properties"."is_draft" or "properties"."is_confirmed"));