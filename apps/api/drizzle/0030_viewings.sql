-- btree_gist lets one exclusion constraint compare the agent by equality and the span by
-- overlap (PostgreSQL's contrib; PGlite loads it as an extension, db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "viewing_absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text,
	"end_date" date NOT NULL,
	"end_time" text,
	"note" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "viewing_absences_order_check" CHECK ("viewing_absences"."starts_at" < "viewing_absences"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "viewing_hours" (
	"agent_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "viewing_hours_agent_id_weekday_start_minute_pk" PRIMARY KEY("agent_id","weekday","start_minute"),
	CONSTRAINT "viewing_hours_weekday_check" CHECK ("viewing_hours"."weekday" between 1 and 7),
	CONSTRAINT "viewing_hours_range_check" CHECK ("viewing_hours"."start_minute" >= 0 and "viewing_hours"."end_minute" <= 1440 and "viewing_hours"."start_minute" < "viewing_hours"."end_minute"
        and "viewing_hours"."start_minute" % 15 = 0 and "viewing_hours"."end_minute" % 15 = 0)
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"agent_id" uuid,
	"match_id" uuid,
	"buyer_account_id" uuid,
	"buyer_client_id" uuid,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_tel" text,
	"buyer_language" text DEFAULT 'it' NOT NULL,
	"message" text,
	"requested_times" jsonb NOT NULL,
	"picked_slot" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"request_status" text DEFAULT 'new' NOT NULL,
	"request_handler_id" uuid,
	"request_note" text,
	"handled_at" timestamp with time zone,
	"reminder_day_sent_at" timestamp with time zone,
	"reminder_hours_sent_at" timestamp with time zone,
	"feedback" text,
	"feedback_reason" text,
	"feedback_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewings_status_check" CHECK ("viewings"."status" in ('requested','confirmed','declined','cancelled','held','no_show')),
	CONSTRAINT "viewings_request_status_check" CHECK ("viewings"."request_status" in ('new','in_progress','done')),
	CONSTRAINT "viewings_feedback_check" CHECK ("viewings"."feedback" is null or "viewings"."feedback" in ('interested','offer','not_interested')),
	CONSTRAINT "viewings_time_check" CHECK (("viewings"."starts_at" is null) = ("viewings"."ends_at" is null) and ("viewings"."starts_at" is null or "viewings"."starts_at" < "viewings"."ends_at")),
	CONSTRAINT "viewings_booked_time_check" CHECK ("viewings"."status" not in ('confirmed','held','no_show') or "viewings"."starts_at" is not null),
	CONSTRAINT "viewings_sequence_check" CHECK ("viewings"."sequence" >= 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "viewing_absences" ADD CONSTRAINT "viewing_absences_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_hours" ADD CONSTRAINT "viewing_hours_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_agent_id_accounts_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_buyer_client_id_clients_id_fk" FOREIGN KEY ("buyer_client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_request_handler_id_accounts_id_fk" FOREIGN KEY ("request_handler_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_absences_agent_idx" ON "viewing_absences" USING btree ("agent_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "viewings_uid_key" ON "viewings" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "viewings_agent_start_idx" ON "viewings" USING btree ("agent_id","starts_at") WHERE "viewings"."starts_at" is not null;--> statement-breakpoint
CREATE INDEX "viewings_start_idx" ON "viewings" USING btree ("starts_at") WHERE "viewings"."starts_at" is not null;--> statement-breakpoint
CREATE INDEX "viewings_property_idx" ON "viewings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "viewings_match_idx" ON "viewings" USING btree ("match_id") WHERE "viewings"."match_id" is not null;--> statement-breakpoint
CREATE INDEX "viewings_buyer_client_idx" ON "viewings" USING btree ("buyer_client_id") WHERE "viewings"."buyer_client_id" is not null;--> statement-breakpoint
CREATE INDEX "viewings_requests_idx" ON "viewings" USING btree ("request_status","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_calendar_check" CHECK (("mail_outbox"."calendar" is null) = ("mail_outbox"."calendar_method" is null) and ("mail_outbox"."calendar_method" is null or "mail_outbox"."calendar_method" in ('REQUEST','CANCEL')));--> statement-breakpoint
-- Written by hand, as Drizzle declares no exclusion constraint: two viewings of one agent that
-- hold the agent's time (booked, held or missed) never share a moment; touching ends are fine
-- ('[)'). The service answers 409 before this with the domain's message; this holds when two
-- staff members confirm at the same moment (SQLSTATE 23P01).
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_agent_no_overlap" EXCLUDE USING gist (
  "agent_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" in ('confirmed','held','no_show'));