DROP INDEX "saved_search_locations_municipality_idx";--> statement-breakpoint
DROP INDEX "saved_search_locations_zone_idx";--> statement-breakpoint
DROP INDEX "saved_search_locations_street_idx";--> statement-breakpoint
ALTER TABLE "saved_search_locations" ADD COLUMN "type_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_search_locations" ADD COLUMN "rent" boolean;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_match_key" ON "saved_searches" USING btree ("id","type_id","rent");--> statement-breakpoint
UPDATE "saved_search_locations" AS l SET "type_id" = s."type_id", "rent" = s."rent" FROM "saved_searches" AS s WHERE s."id" = l."search_id";--> statement-breakpoint
ALTER TABLE "saved_search_locations" ADD CONSTRAINT "saved_search_locations_search_match_fk" FOREIGN KEY ("search_id","type_id","rent") REFERENCES "public"."saved_searches"("id","type_id","rent") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "saved_search_locations_municipality_match_idx" ON "saved_search_locations" USING btree ("municipality_id","type_id","rent") WHERE "saved_search_locations"."kind" = 'municipality';--> statement-breakpoint
CREATE INDEX "saved_search_locations_zone_match_idx" ON "saved_search_locations" USING btree ("zone_id","type_id","rent") WHERE "saved_search_locations"."kind" = 'zone';--> statement-breakpoint
CREATE INDEX "saved_search_locations_street_match_idx" ON "saved_search_locations" USING btree ("municipality_id",lower("street_name"),"type_id","rent") WHERE "saved_search_locations"."kind" = 'street';--> statement-breakpoint
-- Every location carries its search's type and rent, whoever writes it: copied on insert here,
-- carried over on every change of the search by the foreign key's ON UPDATE CASCADE.
CREATE FUNCTION "saved_search_locations_match_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."type_id", s."rent" INTO NEW."type_id", NEW."rent"
    FROM "saved_searches" AS s WHERE s."id" = NEW."search_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "saved_search_locations_match_keys" BEFORE INSERT ON "saved_search_locations"
  FOR EACH ROW EXECUTE FUNCTION "saved_search_locations_match_keys"();
