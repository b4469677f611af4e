CREATE TABLE "review_helpful" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "date_events" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_helpful" ADD CONSTRAINT "review_helpful_review_id_date_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."date_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful" ADD CONSTRAINT "review_helpful_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_helpful_user_idx" ON "review_helpful" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "date_events_reminder_idx" ON "date_events" USING btree ("scheduled_at") WHERE "date_events"."status" = 'scheduled' and "date_events"."reminder_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_pending_pair_uq" ON "invites" USING btree ("sender_id","receiver_id") WHERE "invites"."status" = 'pending';