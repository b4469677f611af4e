import { z } from "../zod";

/** GET /api/openers/{userId}/{otherId}: at most this many, for an empty conversation. */
export const OPENERS_MAX = 2;

export const openerSchema = z.object({
  questionId: z.string(),
  /** What the two share, said to the person: "You've both done skydiving — ask where". */
  hint: z.string(),
  /** The line a tap puts in the composer, to send as it is or edit. */
  text: z.string(),
});
export type Opener = z.infer<typeof openerSchema>;
export const openersSchema = z.object({ items: z.array(openerSchema).max(OPENERS_MAX) });
export type Openers = z.infer<typeof openersSchema>;

/** "Skydiving" reads "skydiving" mid-sentence. */
const inSentence = (statement: string) => statement.charAt(0).toLowerCase() + statement.slice(1);

/**
 * An opener from a statement both answered alike: done (D), want (W) or open to (O). "Never" (N) makes no
 * opener: a shared no is a poor first line.
 */
export function openerFor(questionId: string, statement: string, response: "D" | "O" | "W"): Opener {
  const thing = inSentence(statement);
  // The statement in quotes, as written in the deck: statements are phrases of every shape ("Skydiving",
  // "Saying the three little words first"), and a quote reads right around any of them.
  const quoted = `“${thing}”`;
  switch (response) {
    case "D":
      return {
        questionId,
        hint: `You've both done ${quoted} — ask how it went`,
        text: `We've both done ${quoted} — how did it go for you?`,
      };
    case "W":
      return {
        questionId,
        hint: `You both want ${quoted} — ask what's first`,
        text: `We both want ${quoted} — what would you do first?`,
      };
    case "O":
      return {
        questionId,
        hint: `You're both open to ${quoted} — ask if they'd go`,
        text: `We're both open to ${quoted} — would you go for it?`,
      };
  }
}
