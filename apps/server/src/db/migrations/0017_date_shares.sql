CREATE TABLE "date_share_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"share_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "date_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date_event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contact_phone" text,
	"check_in_at" timestamp with time zone,
	"asked_at" timestamp with time zone,
	"ok_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"dev_alert_text" text
);
--> statement-breakpoint
ALTER TABLE "date_share_links" ADD CONSTRAINT "date_share_links_share_id_date_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."date_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_date_event_id_date_events_id_fk" FOREIGN KEY ("date_event_id") REFERENCES "public"."date_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_share_links_share_idx" ON "date_share_links" USING btree ("share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "date_shares_date_user_uq" ON "date_shares" USING btree ("date_event_id","user_id");--> statement-breakpoint
CREATE INDEX "date_shares_user_idx" ON "date_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "date_shares_expires_idx" ON "date_shares" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "date_shares_check_in_idx" ON "date_shares" USING btree ("check_in_at") WHERE "date_shares"."check_in_at" is not null and "date_shares"."asked_at" is null;--> statement-breakpoint
CREATE INDEX "date_shares_asked_idx" ON "date_shares" USING btree ("asked_at") WHERE "date_shares"."asked_at" is not null and "date_shares"."ok_at" is null and "date_shares"."alerted_at" is null;