CREATE TABLE "push_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_tickets" ADD CONSTRAINT "push_tickets_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_tickets_expires_idx" ON "push_tickets" USING btree ("expires_at");