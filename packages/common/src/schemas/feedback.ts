import { z } from "zod";

export const feedbackBodySchema = z.object({ message: z.string().trim().min(1, "Required").max(5000) });
export const contactBodySchema = z.object({
  subject: z.string().trim().max(200).default(""),
  comments: z.string().trim().min(1, "Required").max(5000),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
export type ContactBody = z.infer<typeof contactBodySchema>;
