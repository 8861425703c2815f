CREATE TABLE "listing_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text DEFAULT 'openimmo' NOT NULL,
	"created_by_id" uuid,
	"file_key" text,
	"file_name" text NOT NULL,
	"bytes" integer NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"preview" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listing_portals" (
	"property_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"enabled" boolean NOT NULL,
	"enabled_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_portals_property_id_account_id_pk" PRIMARY KEY("property_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "portal_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal" text NOT NULL,
	"name" text NOT NULL,
	"delivery" text NOT NULL,
	"endpoint" text,
	"port" integer,
	"username" text,
	"secret_encrypted" text,
	"folder" text,
	"host_fingerprint" text,
	"feed_token_hash" text,
	"customer_id" text,
	"schedule" text DEFAULT 'nightly' NOT NULL,
	"default_for_new" boolean DEFAULT false NOT NULL,
	"default_since" timestamp with time zone,
	"feed_files" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_listings" (
	"account_id" uuid NOT NULL,
	"property_number" integer NOT NULL,
	"property_id" uuid,
	"sent_version" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "portal_listings_account_id_property_number_pk" PRIMARY KEY("account_id","property_number")
);
--> statement-breakpoint
CREATE TABLE "portal_transfer_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transfer_id" uuid NOT NULL,
	"property_number" integer NOT NULL,
	"property_id" uuid,
	"action" text NOT NULL,
	"issues" jsonb,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "portal_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"scope" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by_id" uuid,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"sent" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"duration_ms" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "listing_imports" ADD CONSTRAINT "listing_imports_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_portals" ADD CONSTRAINT "listing_portals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_portals" ADD CONSTRAINT "listing_portals_account_id_portal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."portal_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_portals" ADD CONSTRAINT "listing_portals_enabled_by_id_accounts_id_fk" FOREIGN KEY ("enabled_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD CONSTRAINT "portal_listings_account_id_portal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."portal_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD CONSTRAINT "portal_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_transfer_items" ADD CONSTRAINT "portal_transfer_items_transfer_id_portal_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."portal_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_transfer_items" ADD CONSTRAINT "portal_transfer_items_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_transfers" ADD CONSTRAINT "portal_transfers_account_id_portal_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."portal_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_transfers" ADD CONSTRAINT "portal_transfers_requested_by_id_accounts_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_portals_account_idx" ON "listing_portals" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_accounts_feed_token_key" ON "portal_accounts" USING btree ("feed_token_hash");--> statement-breakpoint
CREATE INDEX "portal_listings_property_idx" ON "portal_listings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "portal_transfer_items_transfer_idx" ON "portal_transfer_items" USING btree ("transfer_id","id");--> statement-breakpoint
CREATE INDEX "portal_transfers_due_idx" ON "portal_transfers" USING btree ("next_attempt_at") WHERE "portal_transfers"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "portal_transfers_account_idx" ON "portal_transfers" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "properties_external_ref_key" ON "properties" USING btree ("external_ref") WHERE "properties"."external_ref" is not null;