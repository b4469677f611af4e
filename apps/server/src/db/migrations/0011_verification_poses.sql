CREATE TABLE "verification_poses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pose" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_poses" ADD CONSTRAINT "verification_poses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;