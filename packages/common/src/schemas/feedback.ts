import { z } from "../zod";
import { text } from "./text";

export const feedbackBodySchema = z.strictObject({
  message: text({
    min: 1,
    max: 5000,
    multiline: true,
    typeMessage: "Please write your feedback",
    minMessage: "Please write your feedback",
    maxMessage: "Keep your feedback under 5,000 characters",
  }),
});
export const contactBodySchema = z.strictObject({
  subject: text({
    max: 200,
    typeMessage: "Please enter a subject",
    maxMessage: "Keep the subject under 200 characters",
  }).default(""),
  comments: text({
    min: 1,
    max: 5000,
    multiline: true,
    typeMessage: "Please write your message",
    minMessage: "Please write your message",
    maxMessage: "Keep your message under 5,000 characters",
  }),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
export type ContactBody = z.infer<typeof contactBodySchema>;
