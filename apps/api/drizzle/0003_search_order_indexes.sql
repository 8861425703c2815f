DROP INDEX "properties_search_price_idx";--> statement-breakpoint
CREATE INDEX "properties_search_price_desc_idx" ON "properties" USING btree ("rent","price" DESC NULLS LAST) WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "properties_search_area_idx" ON "properties" USING btree ("rent","area" DESC NULLS LAST) WHERE "properties"."is_confirmed";--> statement-breakpoint
CREATE INDEX "properties_search_price_idx" ON "properties" USING btree ("rent","price") WHERE "properties"."is_confirmed";