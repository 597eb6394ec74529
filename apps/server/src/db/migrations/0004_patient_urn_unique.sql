DROP INDEX "patient_urns_provider_urn";--> statement-breakpoint
CREATE UNIQUE INDEX "patient_urns_provider_urn_unique" ON "patient_urns" USING btree ("health_care_provider_id",lower("urn"));