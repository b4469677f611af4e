import { YOUR_TURN_LIMIT } from "@down/common/schemas/matches";
import { describe, expect, it } from "vitest";
import { classify } from "../love";

// LOVE explains the message check and Your turn in the words the app shows (docs/product.md, "Message check"
// and "Your turn").
describe("LOVE on the message check and Your turn", () => {
  it("answers why a message was flagged with Are you sure?, the two choices, and Does this bother you?", () => {
    const intent = classify("why did my message get flagged");
    expect(intent?.id).toBe("message-flagged");
    expect(intent?.answer).toMatch(/"Are you sure\?"/);
    expect(intent?.answer).toMatch(/Edit/);
    expect(intent?.answer).toMatch(/Send anyway/);
    expect(intent?.answer).toMatch(/"Does this bother you\?"/);
    expect(intent?.answer).toMatch(/Flirting and friendly swearing are fine/);
  });

  it("answers what Your turn is with the limit the server holds", () => {
    const intent = classify("it says your turn on my matches");
    expect(intent?.id).toBe("your-turn");
    expect(intent?.answer).toContain(`When ${YOUR_TURN_LIMIT} matches are waiting on you`);
    expect(intent?.answer).toMatch(/\[Open Matches\]\(\/matches\)/);
  });
});
