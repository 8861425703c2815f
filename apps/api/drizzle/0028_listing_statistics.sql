CREATE TABLE "listing_statistics" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_statistics_listing_id_day_kind_pk" PRIMARY KEY("listing_id","day","kind"),
	CONSTRAINT "listing_statistics_kind_check" CHECK ("listing_statistics"."kind" in ('view','exposeDownload'))
);
--> statement-breakpoint
CREATE TABLE "listing_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_view_visitors" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "listing_view_visitors_day_hash_pk" PRIMARY KEY("day","hash")
);
--> statement-breakpoint
ALTER TABLE "listing_statistics" ADD CONSTRAINT "listing_statistics_listing_id_properties_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;