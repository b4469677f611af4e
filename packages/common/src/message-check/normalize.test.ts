import { describe, expect, it } from "vitest";
import { inputSpan, normalize } from "./normalize";

const read = (input: string, leet = true) => normalize(input, leet).text;

describe("normalize", () => {
  it("reads repeated letters once and spelled-apart words together, only when they spell a listed word", () => {
    expect(read("uglyyy af")).toBe("ugly af");
    expect(read("biiiitch")).toBe("bitch");
    expect(read("k y s")).toBe("kys");
    expect(read("p.o.s.")).toBe("pos");
    // "u r a" spells nothing listed: three words, as written.
    expect(read("u r a useless idiot")).toBe("u r a useless idiot");
    // A listed word inside a run of single letters is joined, the words of one letter around it kept (round g).
    expect(read("ur such a d.y.k.e lmao")).toBe("ur such a dyke lmao");
    expect(read("u r a t r a n n y")).toBe("u r a tranny");
    // Two of the same letter are ordinary spelling.
    expect(read("good coffee")).toBe("good coffee");
  });

  it("reads leet only inside words, so numbers and punctuation keep their meaning", () => {
    expect(read("dumb b1tch, sh!t")).toBe("dumb bitch, shit");
    expect(read("i need 300 by 2 days!")).toBe("i need 300 by 2 days!");
    // The form without leet keeps "$200" and a cash tag as written.
    expect(read("send $200 to $lexi4u", false)).toBe("send $200 to $lexi4u");
  });

  it("drops accents and invisible characters and reads a few emoji as words", () => {
    expect(read("Café\u200b’s")).toBe("cafe's");
    expect(read("sit on my 🍆")).toBe("sit on my  emojieggplant ");
  });

  it("keeps each character's place in the input, so a match is shown as it was written", () => {
    const input = "ur so UGLYYYY, k y s";
    const n = normalize(input, true);
    const ugly = n.text.indexOf("ugly");
    const [start, end] = inputSpan(n, ugly, ugly + 4);
    expect(input.slice(start, end)).toBe("UGLYYYY");
    const kys = n.text.indexOf("kys");
    const [from, to] = inputSpan(n, kys, kys + 3);
    expect(input.slice(from, to)).toBe("k y s");
  });
});
