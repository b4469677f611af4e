CREATE TABLE "known_sign_in_devices" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Rows from before this column cannot be tied to an account (they hold only a hash of number and address);
-- they are a memory of at most a few hours, so they go (docs/decisions/001).
DELETE FROM "known_sign_in_addresses";--> statement-breakpoint
ALTER TABLE "known_sign_in_addresses" ADD COLUMN "user_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "known_device_key" text;--> statement-breakpoint
ALTER TABLE "known_sign_in_devices" ADD CONSTRAINT "known_sign_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_sign_in_devices_user_idx" ON "known_sign_in_devices" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "known_sign_in_addresses" ADD CONSTRAINT "known_sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_sign_in_addresses_user_idx" ON "known_sign_in_addresses" USING btree ("user_id");