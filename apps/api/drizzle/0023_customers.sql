ALTER TABLE "clients" ADD COLUMN "tel_key" text GENERATED ALWAYS AS (nullif(regexp_replace(regexp_replace(regexp_replace(coalesce("tel", ''), '^\s*\+', '00'), '\D', '', 'g'), '^0039', ''), '')) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(btrim(coalesce("family_name", '') || ' ' || coalesce("name", '') || ' ' || coalesce("company_name", '')))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("family_name", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("tel", '') || ' ' || regexp_replace(coalesce("tel", ''), '\D', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "tel_key" text GENERATED ALWAYS AS (nullif(regexp_replace(regexp_replace(regexp_replace(coalesce("tel", ''), '^\s*\+', '00'), '\D', '', 'g'), '^0039', ''), '')) STORED;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(btrim(coalesce("family_name", '') || ' ' || coalesce("name", '') || ' ' || coalesce("company_name", '')))) STORED;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("family_name", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("tel", '') || ' ' || regexp_replace(coalesce("tel", ''), '\D', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "listing_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "clients_customers_created_idx" ON "clients" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "clients_customers_name_idx" ON "clients" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "clients_customers_email_idx" ON "clients" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "clients_customers_tel_idx" ON "clients" USING btree ("tel","id");--> statement-breakpoint
CREATE INDEX "clients_customers_language_idx" ON "clients" USING btree ("language","id");--> statement-breakpoint
CREATE INDEX "clients_customers_activity_idx" ON "clients" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "clients_customers_tel_key_idx" ON "clients" USING btree ("tel_key");--> statement-breakpoint
CREATE INDEX "clients_customers_text_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_customers_searches_idx" ON "clients" USING btree ("search_count","id");--> statement-breakpoint
CREATE INDEX "sellers_customers_created_idx" ON "sellers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sellers_customers_name_idx" ON "sellers" USING btree ("sort_name","id");--> statement-breakpoint
CREATE INDEX "sellers_customers_email_idx" ON "sellers" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "sellers_customers_tel_idx" ON "sellers" USING btree ("tel","id");--> statement-breakpoint
CREATE INDEX "sellers_customers_language_idx" ON "sellers" USING btree ("language","id");--> statement-breakpoint
CREATE INDEX "sellers_customers_activity_idx" ON "sellers" USING btree ("last_activity_at","id");--> statement-breakpoint
CREATE INDEX "sellers_customers_tel_key_idx" ON "sellers" USING btree ("tel_key");--> statement-breakpoint
CREATE INDEX "sellers_customers_text_idx" ON "sellers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sellers_customers_type_idx" ON "sellers" USING btree ("seller_type","id");--> statement-breakpoint
CREATE INDEX "sellers_customers_listings_idx" ON "sellers" USING btree ("listing_count","id");--> statement-breakpoint
-- The customers table's counts and last activity (issue 16 point 1), filled for the customers
-- there are and kept by the triggers below.
UPDATE "sellers" AS s SET
  "listing_count" = (SELECT count(*) FROM "properties" AS p WHERE p."owner_id" = s."id"),
  "last_activity_at" = greatest(s."updated_at",
    (SELECT max(p."updated_at") FROM "properties" AS p WHERE p."owner_id" = s."id"));--> statement-breakpoint
UPDATE "clients" AS c SET
  "search_count" = (SELECT count(*) FROM "saved_searches" AS q WHERE q."client_id" = c."id"),
  "last_activity_at" = greatest(c."updated_at",
    (SELECT max(q."updated_at") FROM "saved_searches" AS q WHERE q."client_id" = c."id"));--> statement-breakpoint
CREATE FUNCTION "customers_listing_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."owner_id" IS NOT NULL
     AND (TG_OP = 'DELETE' OR NEW."owner_id" IS DISTINCT FROM OLD."owner_id") THEN
    UPDATE "sellers" SET "listing_count" = "listing_count" - 1 WHERE "id" = OLD."owner_id";
  END IF;
  -- A write that neither moves the listing nor changes it (a sort key's refresh) is no activity.
  IF TG_OP <> 'DELETE' AND NEW."owner_id" IS NOT NULL AND (TG_OP = 'INSERT'
     OR NEW."owner_id" IS DISTINCT FROM OLD."owner_id" OR NEW."updated_at" IS DISTINCT FROM OLD."updated_at") THEN
    UPDATE "sellers" SET
      "listing_count" = "listing_count"
        + CASE WHEN TG_OP = 'INSERT' OR NEW."owner_id" IS DISTINCT FROM OLD."owner_id" THEN 1 ELSE 0 END,
      "last_activity_at" = greatest("last_activity_at", now())
    WHERE "id" = NEW."owner_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "properties_customers_counts" AFTER INSERT OR UPDATE OR DELETE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "customers_listing_counts"();--> statement-breakpoint
CREATE FUNCTION "customers_search_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR NEW."client_id" IS DISTINCT FROM OLD."client_id") THEN
    UPDATE "clients" SET "search_count" = "search_count" - 1 WHERE "id" = OLD."client_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW."client_id" IS DISTINCT FROM OLD."client_id"
     OR NEW."updated_at" IS DISTINCT FROM OLD."updated_at")) THEN
    UPDATE "clients" SET
      "search_count" = "search_count"
        + CASE WHEN TG_OP = 'INSERT' OR NEW."client_id" IS DISTINCT FROM OLD."client_id" THEN 1 ELSE 0 END,
      "last_activity_at" = greatest("last_activity_at", now())
    WHERE "id" = NEW."client_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "saved_searches_customers_counts" AFTER INSERT OR UPDATE OR DELETE ON "saved_searches"
  FOR EACH ROW EXECUTE FUNCTION "customers_search_counts"();--> statement-breakpoint
-- A change of the record itself (every write through the API sets updated_at) is activity.
CREATE FUNCTION "customers_own_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."updated_at" IS DISTINCT FROM OLD."updated_at" THEN
    NEW."last_activity_at" := greatest(NEW."last_activity_at", NEW."updated_at");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sellers_customers_activity" BEFORE UPDATE ON "sellers"
  FOR EACH ROW EXECUTE FUNCTION "customers_own_activity"();--> statement-breakpoint
CREATE TRIGGER "clients_customers_activity" BEFORE UPDATE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "customers_own_activity"();--> statement-breakpoint
-- A login (a new session) is activity of the account's customers.
CREATE FUNCTION "customers_login_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sellers" SET "last_activity_at" = greatest("last_activity_at", now())
    WHERE "account_id" = NEW."account_id";
  UPDATE "clients" SET "last_activity_at" = greatest("last_activity_at", now())
    WHERE "account_id" = NEW."account_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_customers_activity" AFTER INSERT ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "customers_login_activity"();
