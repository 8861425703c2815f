ALTER TABLE "saved_search_locations" ADD COLUMN "street_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_search_locations" ADD CONSTRAINT "saved_search_locations_street_id_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."streets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Street locations saved before kept only the street's name (its Italian name, else its German
-- one): they take the id of the street of that name in their municipality; of several alike,
-- the one whose stored name is its own first, then the lowest id.
UPDATE "saved_search_locations" AS l SET "street_id" = (
  SELECT s."id" FROM "streets" AS s
   WHERE s."municipality_id" = l."municipality_id"
     AND (lower(s."name_it") = lower(l."street_name") OR lower(s."name_de") = lower(l."street_name"))
   ORDER BY (coalesce(s."name_it", s."name_de") = l."street_name") DESC, s."id"
   LIMIT 1)
 WHERE l."kind" = 'street' AND l."street_id" IS NULL;
