import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TypingGate } from "./typing-gate";

const ME = randomUUID();
const ANA = randomUUID();
const BO = randomUUID();

describe("TypingGate", () => {
  it("lets typing through with matches only, both ways", () => {
    const gate = new TypingGate(ME, 2_000);
    gate.load([ANA]);
    expect(gate.maySend(ANA, 0)).toBe(true);
    expect(gate.mayHear(ANA)).toBe(true);
    expect(gate.maySend(BO, 0)).toBe(false);
    expect(gate.mayHear(BO)).toBe(false);
    expect(gate.maySend(ME, 0)).toBe(false);
  });

  it("hears nothing and sends nothing before the matches are loaded", () => {
    const gate = new TypingGate(ME, 2_000);
    expect(gate.loaded).toBe(false);
    expect(gate.mayHear(ANA)).toBe(false);
    expect(gate.maySend(ANA, 0)).toBe(false);
  });

  it("follows the bus: a match adds the other person, an unmatch (or a block, or a ban) removes them", () => {
    const gate = new TypingGate(ME, 2_000);
    gate.load([]);
    gate.hear({ type: "match", fromUserId: ME, toUserId: ANA });
    gate.hear({ type: "match", fromUserId: BO, toUserId: ME });
    expect([gate.mayHear(ANA), gate.mayHear(BO)]).toEqual([true, true]);
    gate.hear({ type: "unmatch", userId: ANA });
    expect([gate.mayHear(ANA), gate.mayHear(BO)]).toEqual([false, true]);
    // A request is not a match.
    gate.hear({ type: "match-request", fromUserId: ANA, toUserId: ME });
    expect(gate.mayHear(ANA)).toBe(false);
  });

  it("replays what it heard while loading, in order, over what the load read", () => {
    const gate = new TypingGate(ME, 2_000);
    // The load read Ana and Bo; Ana unmatched while it was reading, then Bo unmatched and matched again.
    gate.hear({ type: "unmatch", userId: ANA });
    gate.hear({ type: "unmatch", userId: BO });
    gate.hear({ type: "match", fromUserId: BO, toUserId: ME });
    gate.load([ANA, BO]);
    expect([gate.mayHear(ANA), gate.mayHear(BO)]).toEqual([false, true]);
  });

  it("holds typing that comes before the load, and judges it once the matches are in", () => {
    const gate = new TypingGate(ME, 2_000, 3);
    const judged: string[] = [];
    for (const id of [ANA, BO, ANA, BO]) gate.afterLoad(() => gate.mayHear(id) && judged.push(id));
    expect(judged).toEqual([]);
    gate.load([ANA]);
    // Ana passes, Bo (no match) does not, and the fourth did not wait: at most 3 wait.
    expect(judged).toEqual([ANA, ANA]);
    gate.afterLoad(() => judged.push("now"));
    expect(judged.at(-1)).toBe("now");
  });

  it("sends one typing event per person per window", () => {
    const gate = new TypingGate(ME, 2_000);
    gate.load([ANA]);
    expect([gate.maySend(ANA, 0), gate.maySend(ANA, 1_999), gate.maySend(ANA, 2_000)]).toEqual([true, false, true]);
  });

  it("keeps the typing clock bounded: 10,000 random ids add nothing, many matches at most the cap", () => {
    const matches = Array.from({ length: 100 }, () => randomUUID());
    const gate = new TypingGate(ME, 2_000, 16);
    gate.load(matches);
    for (let i = 0; i < 10_000; i++) gate.maySend(randomUUID(), i);
    expect(gate.remembered).toBe(0);
    for (const [i, id] of matches.entries()) expect(gate.maySend(id, i)).toBe(true);
    expect(gate.remembered).toBe(16);
    // The newest stay remembered (throttled); the oldest were forgotten (may type again).
    expect(gate.maySend(matches.at(-1)!, 200)).toBe(false);
    expect(gate.maySend(matches[0]!, 200)).toBe(true);
  });
});
