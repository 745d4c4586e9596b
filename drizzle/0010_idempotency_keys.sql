ALTER TABLE "alerts" ADD COLUMN "client_request_id" uuid;--> statement-breakpoint
ALTER TABLE "sightings" ADD COLUMN "client_request_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_client_request_idx" ON "alerts" USING btree ("client_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sightings_client_request_idx" ON "sightings" USING btree ("client_request_id");