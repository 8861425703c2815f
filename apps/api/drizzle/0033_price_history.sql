CREATE TABLE "listing_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"price" double precision,
	"previous_price" double precision,
	CONSTRAINT "listing_events_kind_check" CHECK ("listing_events"."kind" in ('listed','priceChanged','withdrawn','republished','sold','let'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "closed_as" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_reduced_from" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_events_property_idx" ON "listing_events" USING btree ("property_id","at","id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_closed_as_check" CHECK ("properties"."closed_as" in ('sold','let'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_closed_withdrawn_check" CHECK ("properties"."closed_as" is null or "properties"."withdrawn_at" is not null);--> statement-breakpoint
-- The price before a listing's latest reduction, for the card's "price reduced" (issue 34
-- point 4). Only a listing that has been on the site has a price buyers saw: a draft's or an
-- unconfirmed listing's changes are no reduction. A change between sale and rent is a new price.
CREATE FUNCTION "properties_price_reduction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."rent" IS DISTINCT FROM OLD."rent" OR NEW."price" IS NULL OR OLD."price" IS NULL THEN
    IF NEW."price" IS DISTINCT FROM OLD."price" OR NEW."rent" IS DISTINCT FROM OLD."rent" THEN
      NEW."price_reduced_from" := NULL;
      NEW."price_reduced_at" := NULL;
    END IF;
  ELSIF NEW."price" < OLD."price" AND (OLD."is_confirmed" OR OLD."withdrawn_at" IS NOT NULL) THEN
    NEW."price_reduced_from" := OLD."price";
    NEW."price_reduced_at" := now();
  ELSIF NEW."price" > OLD."price" AND NEW."price" >= coalesce(NEW."price_reduced_from", 'Infinity') THEN
    NEW."price_reduced_from" := NULL;
    NEW."price_reduced_at" := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "properties_price_reduction" BEFORE UPDATE OF "price", "rent" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_price_reduction"();--> statement-breakpoint
-- The listing's events, whichever write makes them (the wizard, the confirmation, the staff's
-- actions, an import): it is on the site while confirmed. Published again with a new date (the
-- application moves created_at after 14 weeks, the domain's RELIST_WEEKS) it is listed anew;
-- with its date kept it is republished, with a price change if its price moved meanwhile.
CREATE FUNCTION "properties_listing_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_price double precision;
  last_found boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."is_confirmed" THEN
      INSERT INTO "listing_events" ("property_id", "kind", "at", "price")
        VALUES (NEW."id", 'listed', NEW."created_at", NEW."price");
    END IF;
    RETURN NULL;
  END IF;
  IF NEW."is_confirmed" AND NOT OLD."is_confirmed" THEN
    SELECT e."price", true INTO last_price, last_found FROM "listing_events" AS e
      WHERE e."property_id" = NEW."id" ORDER BY e."at" DESC, e."id" DESC LIMIT 1;
    IF last_found IS NULL OR NEW."created_at" IS DISTINCT FROM OLD."created_at" THEN
      INSERT INTO "listing_events" ("property_id", "kind", "at", "price")
        VALUES (NEW."id", 'listed', now(), NEW."price");
    ELSE
      INSERT INTO "listing_events" ("property_id", "kind", "price")
        VALUES (NEW."id", 'republished', NEW."price");
      IF NEW."price" IS DISTINCT FROM last_price AND NEW."rent" = OLD."rent" THEN
        INSERT INTO "listing_events" ("property_id", "kind", "price", "previous_price")
          VALUES (NEW."id", 'priceChanged', NEW."price", last_price);
      END IF;
    END IF;
  ELSIF OLD."is_confirmed" AND NOT NEW."is_confirmed" THEN
    INSERT INTO "listing_events" ("property_id", "kind", "price")
      VALUES (NEW."id", coalesce(NEW."closed_as", 'withdrawn'), OLD."price");
  ELSIF NEW."is_confirmed" AND NEW."price" IS DISTINCT FROM OLD."price" AND NEW."rent" = OLD."rent" THEN
    INSERT INTO "listing_events" ("property_id", "kind", "price", "previous_price")
      VALUES (NEW."id", 'priceChanged', NEW."price", OLD."price");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "properties_listing_events" AFTER INSERT OR UPDATE OF "is_confirmed", "price", "rent", "created_at" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_listing_events"();--> statement-breakpoint
-- The listings of before: listed when created, withdrawn when taken off.
INSERT INTO "listing_events" ("property_id", "kind", "at", "price")
  SELECT "id", 'listed', "created_at", "price" FROM "properties"
  WHERE "is_confirmed" OR "withdrawn_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "listing_events" ("property_id", "kind", "at", "price")
  SELECT "id", 'withdrawn', "withdrawn_at", "price" FROM "properties"
  WHERE "withdrawn_at" IS NOT NULL;
