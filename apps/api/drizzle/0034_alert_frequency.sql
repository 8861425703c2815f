ALTER TABLE "matches" ADD COLUMN "alert_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "alert_frequency" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "next_alert_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "matches_alert_pending_idx" ON "matches" USING btree ("search_id") WHERE "matches"."alert_pending";--> statement-breakpoint
CREATE INDEX "saved_searches_next_alert_idx" ON "saved_searches" USING btree ("next_alert_at");--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_alert_frequency_check" CHECK ("saved_searches"."alert_frequency" in ('instant','daily','weekly'));