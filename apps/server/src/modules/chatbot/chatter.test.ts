import { describe, expect, it } from "vitest";
import { withoutChatter } from "./chatter";
import { classify } from "./love";

describe("what people wrap a question in", () => {
  it("drops openers, thanks, pleas and asides around the question", () => {
    expect(withoutChatter("quick question, how do i block someone")).toBe("how do i block someone");
    expect(withoutChatter("sorry if this is dumb but how does matching work")).toBe("how does matching work");
    expect(withoutChatter("do you know how i change my photos")).toBe("how i change my photos");
    expect(withoutChatter("how do i unmatch someone thanks so much!")).toBe("how do i unmatch someone");
    expect(withoutChatter("where are my dates please help")).toBe("where are my dates");
    expect(withoutChatter("can i hide my profile on the app")).toBe("can i hide my profile");
  });

  it("keeps a short question whole: 'thanks' and 'help' are questions of their own", () => {
    expect(withoutChatter("thanks")).toBe("thanks");
    expect(withoutChatter("please help")).toBe("please help");
    expect(classify("thank you so much")?.id).toBe("thanks");
  });

  it("answers the same question however it is wrapped", () => {
    for (const wrapped of [
      "random question but how do i report someone",
      "how do i report someone asap",
      "hi love, how do i report someone",
    ])
      expect(classify(wrapped)?.id, wrapped).toBe("report");
    expect(classify("hey love how are you")?.id).toBe("greeting");
  });
});
