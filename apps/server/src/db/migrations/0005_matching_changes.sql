CREATE TABLE "matching_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "matching_changes_changed_at_idx" ON "matching_changes" USING btree ("changed_at");--> statement-breakpoint
-- The journal is written by statement triggers, so every writer (services, seeds, bulk loads, other
-- modules' new columns) is covered without code in each: one row per user touched by a statement.
CREATE FUNCTION "matching_changes_journal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "matching_changes" ("user_id") SELECT DISTINCT "user_id" FROM "changed_rows";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_responses_inserted_journal" AFTER INSERT ON "user_responses" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "matching_changes_journal"();
--> statement-breakpoint
CREATE TRIGGER "user_responses_updated_journal" AFTER UPDATE ON "user_responses" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "matching_changes_journal"();
--> statement-breakpoint
CREATE TRIGGER "user_responses_deleted_journal" AFTER DELETE ON "user_responses" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "matching_changes_journal"();
--> statement-breakpoint
CREATE TRIGGER "profiles_inserted_journal" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "matching_changes_journal"();
--> statement-breakpoint
CREATE TRIGGER "profiles_updated_journal" AFTER UPDATE ON "profiles" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "matching_changes_journal"();
--> statement-breakpoint
CREATE TRIGGER "profiles_deleted_journal" AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "matching_changes_journal"();
--> statement-breakpoint
CREATE TRIGGER "user_preferences_inserted_journal" AFTER INSERT ON "user_preferences" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "matching_changes_journal"();
--> statement-breakpoint
CREATE TRIGGER "user_preferences_updated_journal" AFTER UPDATE ON "user_preferences" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "matching_changes_journal"();
--> statement-breakpoint
CREATE TRIGGER "user_preferences_deleted_journal" AFTER DELETE ON "user_preferences" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "matching_changes_journal"();
