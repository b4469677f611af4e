CREATE TABLE "known_sign_in_addresses" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL
);
