CREATE INDEX "saved_search_locations_municipality_idx" ON "saved_search_locations" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "saved_search_locations_zone_idx" ON "saved_search_locations" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "saved_search_locations_street_idx" ON "saved_search_locations" USING btree ("municipality_id",lower("street_name"));