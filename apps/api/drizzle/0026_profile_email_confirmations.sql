CREATE TABLE "profile_email_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"seller_id" uuid,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profile_email_confirmations" ADD CONSTRAINT "profile_email_confirmations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_email_confirmations" ADD CONSTRAINT "profile_email_confirmations_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_email_confirmations" ADD CONSTRAINT "profile_email_confirmations_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_email_confirmations_token_hash_key" ON "profile_email_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "profile_email_confirmations_account_idx" ON "profile_email_confirmations" USING btree ("account_id","created_at");--> statement-breakpoint
-- Decision 046: a profile's e-mail links it to the messages, records and requests of that
-- address, so it holds only an address the person proved (their login address or a confirmed
-- one) or one staff entered. A profile of an account whose address is not the login address and
-- was last set by that account itself (or by nobody the history names) was never proved: it is
-- emptied, and the person types it again to receive a confirmation link.
UPDATE "sellers" AS s SET "email" = NULL FROM "accounts" AS a
  WHERE a."id" = s."account_id" AND s."email" IS NOT NULL AND lower(s."email") <> lower(a."email")
    AND coalesce((
      SELECT h."actor_account_id" IS DISTINCT FROM s."account_id" FROM "history_entries" AS h
        WHERE h."subject" = 'seller' AND h."subject_id" = s."id"
          AND h."changes" @> '[{"field":"email"}]'::jsonb
        ORDER BY h."at" DESC, h."id" DESC LIMIT 1
    ), NOT s."is_self_inserted") = false;--> statement-breakpoint
UPDATE "clients" AS c SET "email" = NULL FROM "accounts" AS a
  WHERE a."id" = c."account_id" AND c."email" IS NOT NULL AND lower(c."email") <> lower(a."email")
    AND coalesce((
      SELECT h."actor_account_id" IS DISTINCT FROM c."account_id" FROM "history_entries" AS h
        WHERE h."subject" = 'client' AND h."subject_id" = c."id"
          AND h."changes" @> '[{"field":"email"}]'::jsonb
        ORDER BY h."at" DESC, h."id" DESC LIMIT 1
    ), false) = false;
