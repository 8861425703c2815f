ALTER TABLE "clients" ADD COLUMN "account_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "has_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "account_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "has_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The customers table's "verified" and "duplicate" (decision 033), filled for the customers there
-- are before the indexes are built, and kept by the triggers below.
UPDATE "sellers" AS s SET "account_verified" = true FROM "accounts" AS a
  WHERE a."id" = s."account_id" AND a."email_verified_at" IS NOT NULL;--> statement-breakpoint
UPDATE "clients" AS c SET "account_verified" = true FROM "accounts" AS a
  WHERE a."id" = c."account_id" AND a."email_verified_at" IS NOT NULL;--> statement-breakpoint
UPDATE "sellers" SET "has_duplicate" = true WHERE "tel_key" IN
  (SELECT "tel_key" FROM "sellers" WHERE "tel_key" IS NOT NULL GROUP BY "tel_key" HAVING count(*) > 1);--> statement-breakpoint
UPDATE "clients" SET "has_duplicate" = true WHERE "tel_key" IN
  (SELECT "tel_key" FROM "clients" WHERE "tel_key" IS NOT NULL GROUP BY "tel_key" HAVING count(*) > 1);--> statement-breakpoint
CREATE INDEX "clients_customers_verified_idx" ON "clients" USING btree ("created_at","id") WHERE "clients"."account_verified";--> statement-breakpoint
CREATE INDEX "clients_customers_unverified_idx" ON "clients" USING btree ("created_at","id") WHERE not "clients"."account_verified";--> statement-breakpoint
CREATE INDEX "clients_customers_duplicate_idx" ON "clients" USING btree ("created_at","id") WHERE "clients"."has_duplicate";--> statement-breakpoint
CREATE INDEX "sellers_customers_verified_idx" ON "sellers" USING btree ("created_at","id") WHERE "sellers"."account_verified";--> statement-breakpoint
CREATE INDEX "sellers_customers_unverified_idx" ON "sellers" USING btree ("created_at","id") WHERE not "sellers"."account_verified";--> statement-breakpoint
CREATE INDEX "sellers_customers_duplicate_idx" ON "sellers" USING btree ("created_at","id") WHERE "sellers"."has_duplicate";--> statement-breakpoint
-- "Verified": the record's account exists and its address is verified. Set on a new record, on a
-- change of its account, and whenever something writes the flag (the accounts trigger below
-- does), always from the account itself. The account is read FOR SHARE: a verification of it in
-- a concurrent transaction (FOR NO KEY UPDATE) is waited for and its outcome read; a verification
-- that comes later waits for this transaction, then finds this record (decision 033).
CREATE FUNCTION "customers_account_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  verified boolean;
BEGIN
  IF TG_OP = 'INSERT' OR NEW."account_id" IS DISTINCT FROM OLD."account_id"
     OR NEW."account_verified" IS DISTINCT FROM OLD."account_verified" THEN
    IF NEW."account_id" IS NOT NULL THEN
      SELECT a."email_verified_at" IS NOT NULL INTO verified
        FROM "accounts" AS a WHERE a."id" = NEW."account_id" FOR SHARE;
    END IF;
    NEW."account_verified" := coalesce(verified, false);
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "sellers_customers_verified" BEFORE INSERT OR UPDATE ON "sellers"
  FOR EACH ROW EXECUTE FUNCTION "customers_account_verified"();--> statement-breakpoint
CREATE TRIGGER "clients_customers_verified" BEFORE INSERT OR UPDATE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "customers_account_verified"();--> statement-breakpoint
-- An address verified (or the verification withdrawn) changes the flag of the account's records.
-- A deleted account sets their account_id to null, which the trigger above reads as unverified.
CREATE FUNCTION "customers_account_verified_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sellers" SET "account_verified" = NEW."email_verified_at" IS NOT NULL
    WHERE "account_id" = NEW."id" AND "account_verified" <> (NEW."email_verified_at" IS NOT NULL);
  UPDATE "clients" SET "account_verified" = NEW."email_verified_at" IS NOT NULL
    WHERE "account_id" = NEW."id" AND "account_verified" <> (NEW."email_verified_at" IS NOT NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "accounts_customers_verified" AFTER UPDATE OF "email_verified_at" ON "accounts"
  FOR EACH ROW WHEN ((OLD."email_verified_at" IS NULL) <> (NEW."email_verified_at" IS NULL))
  EXECUTE FUNCTION "customers_account_verified_follow"();--> statement-breakpoint
-- "Duplicate" (decision 030): another record of the same kind has the same telephone key. A new,
-- changed or deleted telephone recounts its old and its new key and sets the flag of every record
-- with that key, so the other side gains or loses it too. Each key's bucket is first locked for the
-- rest of the transaction (an advisory lock on the table and one of 64 buckets of the key's hash,
-- in order): two transactions giving two records the same new number would otherwise each count
-- only their own record; the second now waits for the first and counts both. Buckets rather than
-- keys, so that a statement writing thousands of records holds at most 64 locks a table (one lock
-- per key ran out of the server's lock table on 50,000 rows) (decision 033).
CREATE FUNCTION "customers_duplicates"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."tel_key" IS NOT DISTINCT FROM OLD."tel_key" THEN
    RETURN NULL;
  END IF;
  FOR k IN
    SELECT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD."tel_key" END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW."tel_key" END]) AS x
    WHERE x IS NOT NULL GROUP BY x ORDER BY hashtext(x) & 63, x
  LOOP
    PERFORM pg_advisory_xact_lock(hashtext(TG_TABLE_NAME), hashtext(k) & 63);
    IF TG_TABLE_NAME = 'sellers' THEN
      UPDATE "sellers" SET "has_duplicate" = d."dup"
        FROM (SELECT count(*) > 1 AS "dup" FROM "sellers" WHERE "tel_key" = k) AS d
        WHERE "tel_key" = k AND "has_duplicate" <> d."dup";
    ELSE
      UPDATE "clients" SET "has_duplicate" = d."dup"
        FROM (SELECT count(*) > 1 AS "dup" FROM "clients" WHERE "tel_key" = k) AS d
        WHERE "tel_key" = k AND "has_duplicate" <> d."dup";
    END IF;
  END LOOP;
  -- A record without a telephone has no duplicate.
  IF TG_OP <> 'DELETE' AND NEW."tel_key" IS NULL AND NEW."has_duplicate" THEN
    IF TG_TABLE_NAME = 'sellers' THEN
      UPDATE "sellers" SET "has_duplicate" = false WHERE "id" = NEW."id";
    ELSE
      UPDATE "clients" SET "has_duplicate" = false WHERE "id" = NEW."id";
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sellers_customers_duplicates" AFTER INSERT OR UPDATE OF "tel" OR DELETE ON "sellers"
  FOR EACH ROW EXECUTE FUNCTION "customers_duplicates"();--> statement-breakpoint
CREATE TRIGGER "clients_customers_duplicates" AFTER INSERT OR UPDATE OF "tel" OR DELETE ON "clients"
  FOR EACH ROW EXECUTE FUNCTION "customers_duplicates"();
