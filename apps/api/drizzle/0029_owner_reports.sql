CREATE TABLE "owner_reports" (
	"seller_id" uuid NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_reports_seller_id_week_pk" PRIMARY KEY("seller_id","week")
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "weekly_report" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "owner_reports" ADD CONSTRAINT "owner_reports_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;