CREATE INDEX "custom_questions_receiver_idx" ON "custom_questions" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "date_events_invite_idx" ON "date_events" USING btree ("invite_id");--> statement-breakpoint
CREATE INDEX "date_reviews_reviewer_idx" ON "date_reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE INDEX "invites_match_idx" ON "invites" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");