import { describe, expect, it } from "vitest";
import { checkMessage, checkWith } from "./check";
import { CLASSES, type ModelData } from "./model";

describe("the rules and the model together", () => {
  it("lets the model flag what no rule names, and shows the words that weighed most, as written", () => {
    const line = "you have the brains of a goldfish, cretin";
    expect(checkWith(line, null).verdict).toBe("ok");
    const check = checkMessage(line);
    expect(check.verdict).toBe("harmful");
    expect(check.hits.every((h) => h.by === "model")).toBe(true);
    expect(check.flagged.length).toBeGreaterThan(0);
    for (const words of check.flagged) expect(line).toContain(words);
  });

  it("asks the model about contempt in plain judging words and touch (lexicon.ts scorn, intimate)", () => {
    // Neither line has a word of the older families, so the evidence gate kept the model from reading them.
    for (const line of [
      "your personality is so bland",
      "talking with you is so tiresome",
      "let me get my hands under your top", // lexicon.ts intimate
    ]) {
      expect(checkWith(line, null).verdict, line).toBe("ok");
      expect(checkMessage(line).verdict, line).toBe("harmful");
    }
    // The same words said kindly stay ordinary.
    for (const line of ["i love your voice", "how was your night", "what bus do you take", "your hands are cold"]) {
      expect(checkMessage(line).verdict, line).toBe("ok");
    }
  });

  it("asks the model only when no rule fired, so it never changes what a rule found", () => {
    const alwaysHarm: ModelData = {
      bias: CLASSES.map((c) => (c === "threat" ? 50 : 0)),
      weights: {},
      harmThreshold: 0.5,
      scamThreshold: 0.5,
    };
    expect(checkWith("text me on whatsapp", alwaysHarm).verdict).toBe("scam");
    expect(checkWith("send nudes", alwaysHarm).harm).toEqual(["sexual"]);
    // A line no rule names is the model's to judge.
    expect(checkWith("lovely weather", alwaysHarm).harm).toEqual(["threat"]);
  });

  it("opens the evidence gate on a word the model learnt as harm, never on 'you' (learntEvidence)", () => {
    const harm = CLASSES.map((c) => (c === "harassment" ? 3 : 0));
    const learnt: ModelData = {
      bias: CLASSES.map((c) => (c === "ok" ? 1 : 0)),
      weights: { "w:blorp": harm, "w:you": harm },
      harmThreshold: 0.5,
      scamThreshold: 0.5,
      minEvidence: 1,
      learntEvidence: 1.5,
    };
    expect(checkWith("you're such a blorp", learnt).harm).toEqual(["harassment"]);
    expect(checkWith("you're such a blorp", learnt).flagged).toEqual(["blorp"]);
    // Without it only family words open the gate; "you" never does, however it weighs.
    expect(checkWith("you're such a blorp", { ...learnt, learntEvidence: undefined }).verdict).toBe("ok");
    expect(checkWith("see you soon", learnt).verdict).toBe("ok");
    expect(checkWith("i met someone like you", { ...learnt, weights: { "w:someone": harm } }).verdict).toBe("ok");
  });

  it("reads a negation before the model's words as the rules do", () => {
    const hurtIsThreat: ModelData = {
      bias: CLASSES.map(() => 0),
      weights: { "w:hurt": CLASSES.map((c) => (c === "threat" ? 50 : 0)) },
      harmThreshold: 0.5,
      scamThreshold: 0.5,
    };
    expect(checkWith("lol i would never hurt a fly", hurtIsThreat).verdict).toBe("ok");
    expect(checkWith("lol i would hurt a fly", hurtIsThreat).harm).toEqual(["threat"]);
  });

  it("passes swearing about someone else or oneself, and flags the same words aimed at the reader", () => {
    for (const line of [
      "my coworker is such an asshole",
      "traffic was a bitch today",
      "i'm a dumbass, forgot my keys",
    ]) {
      expect(checkWith(line, null).verdict, line).toBe("ok");
    }
    expect(checkWith("you're such an asshole", null).verdict).toBe("harmful");
  });

  it("reads the shape of a threat or a plea, not one wording", () => {
    expect(checkWith("i'll slit ur throat", null).harm).toEqual(["threat"]);
    expect(checkWith("you don't know what i'm capable of", null).harm).toEqual(["threat"]);
    expect(checkWith("i'm behind on rent, can you help", null).scam).toEqual(["money"]);
    expect(checkWith("sc: jenny.b", null).scam).toEqual(["off-app"]);
    // …and keeps ordinary lines of the same shape ordinary.
    expect(checkWith("you'll regret not trying the tacos", null).verdict).toBe("ok");
    expect(checkWith("can you send me the link to that song", null).verdict).toBe("ok");
  });
});
