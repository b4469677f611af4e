import { describe, expect, it } from "vitest";
import { checkMessage, checkWith } from "./check";
import { evaluateSet, meetsTargets, TARGETS, timeChecks } from "./eval/evaluate";
import { TUNING } from "./eval/tuning";
import { UNTOUCHED } from "./eval/untouched";

describe("checkMessage", () => {
  it("flags an insult aimed at the reader and names the words", () => {
    const check = checkMessage("Answer me you dumb b1tch");
    expect(check.verdict).toBe("harmful");
    expect(check.harm).toContain("harassment");
    // The words as the sender wrote them, leet and all: what "Are you sure?" shows.
    expect(check.flagged.join(" ")).toContain("b1tch");
  });

  it("shows overlapping flagged phrases once, as one stretch of the text", () => {
    expect(checkMessage("answer me you dumb b1tch").flagged).toEqual(["you dumb b1tch"]);
  });

  it("passes flirting and friendly swearing", () => {
    for (const line of ["you're gorgeous", "holy shit that's amazing", "fuck yes, i love that band", "hey handsome"]) {
      expect(checkMessage(line).verdict, line).toBe("ok");
    }
  });

  it("passes identity words said of oneself and flags the same words aimed at the reader (round g)", () => {
    for (const line of [
      "im a proud dyke and my mum is my biggest fan",
      "fat girl here, i love food",
      "as a queer woman",
    ]) {
      expect(checkMessage(line).verdict, line).toBe("ok");
    }
    for (const line of ["ur a dyke", "you fat girl", "ur such a d.y.k.e lmao"]) {
      expect(checkMessage(line).verdict, line).toBe("harmful");
    }
  });

  it("reads pursuit after a no and veiled threats without a harm word, and passes their banter (round g)", () => {
    for (const line of [
      "you said no but im gonna keep asking till you say yes",
      "unmatch all you want, ill just find you on insta",
      "people who ghost me tend to regret it",
      "i have ways of finding people, just so you know",
    ]) {
      expect(checkMessage(line).verdict, line).toBe("harmful");
    }
    for (const line of [
      "you're dead to me for liking coriander lol",
      "you'll regret challenging me to ping pong lol",
      "i have my ways of finding the best brunch spots",
      "be careful driving home, the roads are icy",
    ]) {
      expect(checkMessage(line).verdict, line).toBe("ok");
    }
  });

  it("flags slurs the word list lacks, and leaves the same letters in ordinary names alone", () => {
    for (const line of ["ching chong go back home", "shut up you gyppo", "filthy gypsy get off this app"]) {
      expect(checkMessage(line).harm, line).toEqual(["harassment"]);
    }
    for (const line of ["i love my gypsy skirt", "the gipsy kings are playing", "lesbos island trip"]) {
      expect(checkMessage(line).verdict, line).toBe("ok");
    }
  });

  it("reads touch the sender wants and menace said plainly as the shape of the act (frames-pressure.ts)", () => {
    for (const line of ["i want to lick every part of you", "get in my bed now", "bet you'd love it rough"]) {
      expect(checkWith(line, null).harm, line).toEqual(["sexual"]);
    }
    for (const line of [
      "i'd have you pinned against the wall",
      "lie back and let me do the work",
      "unzip that hoodie for me",
      "you'll end up in my bed one day",
      "touch yourself and tell me about it",
    ]) {
      expect(checkWith(line, null).harm, line).toEqual(["sexual"]);
    }
    for (const line of [
      "you're honestly so unlikeable",
      "your voice would clear the room",
      "did anyone ever love you",
    ]) {
      expect(checkWith(line, null).harm, line).toEqual(["harassment"]);
    }
    for (const line of ["unmatching me will not stop this", "i saw you changed your route home"]) {
      expect(checkWith(line, null).harm, line).toEqual(["threat"]);
    }
    for (const line of [
      "i want to taste your cooking",
      "i went out with nothing on my mind",
      "wait till i see you on friday!",
      "did you change your number?",
      "you're the wrong girl to mess with haha",
      "you're unbelievable haha",
      "this song could clear a room lol",
      "the dog was begging for my toast",
      "take off your shoes, the carpet is new",
      "your bf doesn't need to know about the surprise party",
      "my boys will love you",
      "i took a photo of you at the museum on our date, cute",
    ]) {
      expect(checkWith(line, null).verdict, line).toBe("ok");
    }
  });

  it("flags sexual pressure and threats as harmful", () => {
    expect(checkMessage("send nudes").harm).toEqual(["sexual"]);
    expect(checkMessage("I know where you live").harm).toEqual(["threat"]);
  });

  it("reads a refusal as a refusal", () => {
    expect(checkMessage("no nudes please, not my thing").verdict).toBe("ok");
    expect(checkMessage("I'm not going to hurt you").verdict).toBe("ok");
  });

  it("calls money, gift-card, crypto and off-app asks a scam, apart from harm", () => {
    expect(checkMessage("can you send me $200 for rent").scam).toEqual(["money"]);
    expect(checkMessage("buy me an itunes gift card").scam).toContain("gift-card");
    expect(checkMessage("send it in btc").scam).toContain("crypto");
    expect(checkMessage("text me on whatsapp").scam).toEqual(["off-app"]);
    expect(checkMessage("text me on whatsapp").verdict).toBe("scam");
    expect(checkMessage("text me on whatsapp").flagged).toEqual([]);
  });

  it("keeps each flagged word's place in what was written", () => {
    const input = "hey\u2019 FUCK YOU";
    const [hit] = checkMessage(input).hits;
    expect(hit && input.slice(hit.start, hit.end)).toBe("FUCK YOU");
  });
});

describe("the labelled sets (npm run eval:safety)", () => {
  it("meets precision and recall targets on the untouched set", () => {
    const untouched = evaluateSet(UNTOUCHED);
    expect(untouched.total).toBeGreaterThanOrEqual(150);
    // The time target is printed by eval:safety on a quiet machine; here the time is only kept far from it
    // (the shared suite runs many files at once, so a tight bound would fail on load, not on the check).
    expect(meetsTargets(untouched, 0)).toBe(true);
    expect(
      timeChecks(
        UNTOUCHED.map((c) => c.text),
        2,
      ).p95,
    ).toBeLessThan(TARGETS.p95Ms * 20);
  });

  it("keeps the untouched set apart from the tuning set", () => {
    const tuning = new Set(TUNING.map((c) => c.text.toLowerCase()));
    expect(UNTOUCHED.filter((c) => tuning.has(c.text.toLowerCase()))).toEqual([]);
  });

  it("labels every kind of harm, scam and ordinary talk in the untouched set", () => {
    const kinds = new Set(UNTOUCHED.map((c) => c.kind));
    for (const kind of ["harassment", "sexual", "threat", "money", "gift-card", "crypto", "off-app", "flirting"]) {
      expect(kinds.has(kind as never), kind).toBe(true);
    }
  });
});
