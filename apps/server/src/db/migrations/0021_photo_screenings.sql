CREATE TABLE "photo_screenings" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'checking' NOT NULL,
	"score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"screened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "photo_screenings" ADD CONSTRAINT "photo_screenings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_screenings_user_idx" ON "photo_screenings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "photo_screenings_state_idx" ON "photo_screenings" USING btree ("state","created_at");