DROP INDEX "contact_messages_open_idx";--> statement-breakpoint
DROP INDEX "matches_open_requests_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handler_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "request_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "request_handler_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "request_note" text;--> statement-breakpoint
-- What staff marked handled before the inbox had statuses is done (decision 032).
UPDATE "contact_messages" SET "status" = 'done' WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
UPDATE "matches" SET "request_status" = 'done' WHERE "handled_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handler_id_accounts_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_request_handler_id_accounts_id_fk" FOREIGN KEY ("request_handler_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "matches_requests_idx" ON "matches" USING btree ("request_status","updated_at") WHERE "matches"."state" in ('visit','consulting');--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new','in_progress','done'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_request_status_check" CHECK ("matches"."request_status" in ('new','in_progress','done'));