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
ALTER TABLE "properties" ADD COLUMN "status_rank" smallint GENERATED ALWAYS AS (case when "is_draft" then 0 when "withdrawn_at" is not null then 3 when "is_confirmed" then 2 else 1 end) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sort_type" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sort_place_it" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sort_place_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sort_owner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sort_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
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
CREATE INDEX "properties_admin_sort_type_idx" ON "properties" USING btree ("category","sort_type","id");--> statement-breakpoint
CREATE INDEX "properties_admin_sort_place_it_idx" ON "properties" USING btree ("category","sort_place_it","id");--> statement-breakpoint
CREATE INDEX "properties_admin_sort_place_de_idx" ON "properties" USING btree ("category","sort_place_de","id");--> statement-breakpoint
CREATE INDEX "properties_admin_sort_owner_idx" ON "properties" USING btree ("category","sort_owner","id");--> statement-breakpoint
CREATE INDEX "properties_admin_sort_agent_idx" ON "properties" USING btree ("category","sort_agent","id");--> statement-breakpoint
CREATE INDEX "properties_admin_status_idx" ON "properties" USING btree ("category","status_rank","id");--> statement-breakpoint
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
ALTER TABLE "properties" ADD CONSTRAINT "properties_withdrawn_unconfirmed_check" CHECK ("properties"."withdrawn_at" is null or not ("properties"."is_draft" or "properties"."is_confirmed"));--> statement-breakpoint
-- The admin tables' orders by a name of another table (issue 15): the listing row keeps the
-- type's position, the place's names, the owner's name and the responsible agent's address, so
-- that an index on (category, key, id) gives each order. Written on every insert and on changes
-- of the referenced id, and again when the name itself changes.
CREATE FUNCTION "properties_admin_sort_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."sort_type" := coalesce((SELECT t."position" FROM "property_types" AS t WHERE t."id" = NEW."type_id"), 0);
  NEW."sort_place_it" := lower(concat_ws(' ',
    (SELECT m."name_it" FROM "municipalities" AS m WHERE m."id" = NEW."municipality_id"),
    (SELECT coalesce(z."name_it", z."name_de") FROM "zones" AS z WHERE z."id" = NEW."zone_id")));
  NEW."sort_place_de" := lower(concat_ws(' ',
    (SELECT m."name_de" FROM "municipalities" AS m WHERE m."id" = NEW."municipality_id"),
    (SELECT coalesce(z."name_de", z."name_it") FROM "zones" AS z WHERE z."id" = NEW."zone_id")));
  NEW."sort_owner" := coalesce((SELECT lower(concat_ws(' ', s."family_name", s."name", s."company_name"))
    FROM "sellers" AS s WHERE s."id" = NEW."owner_id"), '');
  NEW."sort_agent" := coalesce((SELECT lower(a."email") FROM "accounts" AS a WHERE a."id" = NEW."responsible_agent_id"), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_admin_sort_keys_insert" BEFORE INSERT ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_admin_sort_keys"();--> statement-breakpoint
CREATE TRIGGER "properties_admin_sort_keys_update"
  BEFORE UPDATE OF "type_id", "municipality_id", "zone_id", "owner_id", "responsible_agent_id" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_admin_sort_keys"();--> statement-breakpoint
CREATE FUNCTION "properties_admin_sort_keys_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Setting a referenced id to itself runs the row trigger above, which reads the new name.
  IF TG_TABLE_NAME = 'sellers' THEN
    UPDATE "properties" SET "owner_id" = "owner_id" WHERE "owner_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'accounts' THEN
    UPDATE "properties" SET "responsible_agent_id" = "responsible_agent_id" WHERE "responsible_agent_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'property_types' THEN
    UPDATE "properties" SET "type_id" = "type_id" WHERE "type_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'municipalities' THEN
    UPDATE "properties" SET "municipality_id" = "municipality_id" WHERE "municipality_id" = NEW."id";
  ELSIF TG_TABLE_NAME = 'zones' THEN
    UPDATE "properties" SET "zone_id" = "zone_id" WHERE "zone_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sellers_admin_sort_keys" AFTER UPDATE OF "name", "family_name", "company_name" ON "sellers"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."family_name" IS DISTINCT FROM NEW."family_name" OR OLD."company_name" IS DISTINCT FROM NEW."company_name")
  EXECUTE FUNCTION "properties_admin_sort_keys_refresh"();--> statement-breakpoint
CREATE TRIGGER "accounts_admin_sort_keys" AFTER UPDATE OF "email" ON "accounts"
  FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "properties_admin_sort_keys_refresh"();--> statement-breakpoint
CREATE TRIGGER "property_types_admin_sort_keys" AFTER UPDATE OF "position" ON "property_types"
  FOR EACH ROW WHEN (OLD."position" IS DISTINCT FROM NEW."position")
  EXECUTE FUNCTION "properties_admin_sort_keys_refresh"();--> statement-breakpoint
CREATE TRIGGER "municipalities_admin_sort_keys" AFTER UPDATE OF "name_it", "name_de" ON "municipalities"
  FOR EACH ROW WHEN (OLD."name_it" IS DISTINCT FROM NEW."name_it" OR OLD."name_de" IS DISTINCT FROM NEW."name_de")
  EXECUTE FUNCTION "properties_admin_sort_keys_refresh"();--> statement-breakpoint
CREATE TRIGGER "zones_admin_sort_keys" AFTER UPDATE OF "name_it", "name_de" ON "zones"
  FOR EACH ROW WHEN (OLD."name_it" IS DISTINCT FROM NEW."name_it" OR OLD."name_de" IS DISTINCT FROM NEW."name_de")
  EXECUTE FUNCTION "properties_admin_sort_keys_refresh"();--> statement-breakpoint
-- The listings that exist already get their keys once.
UPDATE "properties" SET "type_id" = "type_id";
