CREATE TABLE "cap_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"msg_type" text NOT NULL,
	"identifier" text NOT NULL,
	"sender" text NOT NULL,
	"sent" timestamp with time zone NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"references" text DEFAULT '' NOT NULL,
	"sighting_id" integer,
	"area_desc" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"radius_km" double precision
);
--> statement-breakpoint
ALTER TABLE "cap_messages" ADD CONSTRAINT "cap_messages_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cap_messages" ADD CONSTRAINT "cap_messages_sighting_id_sightings_id_fk" FOREIGN KEY ("sighting_id") REFERENCES "public"."sightings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cap_messages_alert_seq_idx" ON "cap_messages" USING btree ("alert_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "cap_messages_identifier_idx" ON "cap_messages" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "cap_messages_sent_idx" ON "cap_messages" USING btree ("sent");