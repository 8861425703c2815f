CREATE TABLE "history_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_account_id" uuid,
	"actor_role" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"listing_id" uuid,
	"seller_id" uuid,
	"client_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_entries_at_idx" ON "history_entries" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_entries_listing_idx" ON "history_entries" USING btree ("listing_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "history_entries"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "history_entries_seller_idx" ON "history_entries" USING btree ("seller_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "history_entries"."seller_id" is not null;--> statement-breakpoint
CREATE INDEX "history_entries_client_idx" ON "history_entries" USING btree ("client_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "history_entries"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "history_entries_actor_idx" ON "history_entries" USING btree ("actor_account_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_entries_subject_idx" ON "history_entries" USING btree ("subject_id","at" DESC NULLS LAST);--> statement-breakpoint
-- The history cannot be edited (issue 16 point 6): no call updates or deletes an entry. Two
-- writes are let through: the database setting an actor to null when their account is deleted,
-- and the erasure of a person, which says so for its transaction (decision 029).
CREATE FUNCTION "history_entries_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('domus.history_rewrite', true), '') = 'on' THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.actor_account_id IS NULL
     AND (to_jsonb(NEW) - 'actor_account_id') = (to_jsonb(OLD) - 'actor_account_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'history entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "history_entries_keep" BEFORE UPDATE OR DELETE ON "history_entries"
  FOR EACH ROW EXECUTE FUNCTION "history_entries_keep"();
