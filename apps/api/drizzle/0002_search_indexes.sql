DROP INDEX "properties_public_idx";--> statement-breakpoint
CREATE INDEX "properties_search_recent_idx" ON "properties" USING btree ("rent","created_at" DESC NULLS LAST) WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "properties_search_category_idx" ON "properties" USING btree ("rent","category","created_at" DESC NULLS LAST) WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "properties_search_type_idx" ON "properties" USING btree ("rent","type_id","created_at" DESC NULLS LAST) WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "properties_search_price_idx" ON "properties" USING btree ("rent","category","price") WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "properties_search_municipality_idx" ON "properties" USING btree ("municipality_id","rent","created_at" DESC NULLS LAST) WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "properties_search_zone_idx" ON "properties" USING btree ("zone_id","rent","created_at" DESC NULLS LAST) WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "properties_search_street_idx" ON "properties" USING btree ("municipality_id",lower("street")) WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "properties_search_rooms_idx" ON "properties" USING btree ("rent","room_total","created_at" DESC NULLS LAST) WHERE "properties"."is_confirmed" and "properties"."category" = 'residential';