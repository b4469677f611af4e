CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"favorite_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_favorite_id_pk" PRIMARY KEY("user_id","favorite_id")
);
--> statement-breakpoint
DROP INDEX "profile_views_viewer_idx";--> statement-breakpoint
DROP INDEX "profile_views_viewed_idx";--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "day" date DEFAULT ((now() at time zone 'utc')::date) NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_views" ADD COLUMN "viewed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_favorite_id_users_id_fk" FOREIGN KEY ("favorite_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_favorite_idx" ON "favorites" USING btree ("favorite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_viewer_viewed_day_uq" ON "profile_views" USING btree ("viewer_id","viewed_id","day");--> statement-breakpoint
CREATE INDEX "profile_views_viewer_idx" ON "profile_views" USING btree ("viewer_id","viewed_at");--> statement-breakpoint
CREATE INDEX "profile_views_viewed_idx" ON "profile_views" USING btree ("viewed_id","day");