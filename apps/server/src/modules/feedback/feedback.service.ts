import type { ContactBody, FeedbackBody } from "@down/common/schemas/feedback";
import type { Db } from "../../db/client";
import * as repo from "./feedback.repo";

/** Stored for the team to read; nothing is sent anywhere from here. */
export const submitFeedback = (db: Db, userId: string, body: FeedbackBody) =>
  repo.insertFeedback(db, { userId, kind: "feedback", body: body.message });

export const submitContact = (db: Db, userId: string, body: ContactBody) =>
  repo.insertFeedback(db, { userId, kind: "contact", subject: body.subject, body: body.comments });
