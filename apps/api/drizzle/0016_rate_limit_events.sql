CREATE TABLE "rate_limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "mailed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limit_events_scope_key_idx" ON "rate_limit_events" USING btree ("scope","key","created_at");