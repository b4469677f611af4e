import { describe, expect, it } from "vitest";
import { KNOWLEDGE_BASE } from "./knowledge/knowledge-base";
import { classify } from "./love";
import { createIntentMatcher } from "./matcher";
import { termsOf } from "./terms";

describe("how LOVE reads a question", () => {
  it("folds every inflection of a synonym and a doubled consonant onto one term", () => {
    expect(termsOf("chatting")).toEqual(termsOf("message"));
    expect(termsOf("I tapped")).toEqual(["my", "tap"]);
    expect(termsOf("notified")).toEqual(termsOf("notification"));
    expect(termsOf("picked")).toEqual(termsOf("choose"));
    // A verb's noun in -ation shares its stem: "score calculation" is how the score is calculated.
    expect(termsOf("calculation")).toEqual(termsOf("calculated"));
  });

  it("reads negations, distance questions and category names for what they mean", () => {
    expect(termsOf("I don't want to show up")).toContain("stop");
    expect(termsOf("I don't like him anymore")).not.toContain(termsOf("like")[0]);
    expect(termsOf("how close is she")).toEqual(termsOf("how far"));
    expect(termsOf("adventure")).toEqual(termsOf("category"));
    expect(termsOf("my own score")).toEqual(termsOf("my score"));
  });

  it("reads 'I don't get X', 'explain X' and 'what's the point of X' as asking how X works", () => {
    expect(new Set(termsOf("I don't get the scoring"))).toEqual(new Set(termsOf("how does scoring work")));
    expect(new Set(termsOf("explain matching like I'm 5"))).toEqual(new Set(termsOf("how does matching work")));
    // Not getting something is not always not understanding it.
    expect(termsOf("I don't get any matches")).not.toContain("how");
    expect(termsOf("I don't get the code")).not.toContain("how");
  });

  it("drops how a question is put ('is it possible to', 'the … feature') and reads 'how old' as an age", () => {
    expect(termsOf("is it possible to block someone")).toEqual(termsOf("block someone"));
    expect(termsOf("what is the check in feature")).toEqual(termsOf("what is check in"));
    expect(termsOf("how old do I have to be")).toContain(termsOf("age")[0]);
    expect(termsOf("I messed up an answer")).toContain(termsOf("mistake")[0]);
  });

  it("reads 'help me …' as the question that follows, and 'help me' alone as asking what LOVE does", () => {
    expect(classify("help me block someone")?.id).toBe("block");
    expect(classify("help me")?.id).toBe("what-can-love-do");
    expect(termsOf("there's a bug")).toEqual(termsOf("a bug"));
  });

  it("reads a photo or account removed by someone else as moderation, not as how to delete it", () => {
    expect(termsOf("my photo got removed")).toEqual(termsOf("my photo got flagged"));
    expect(termsOf("why was my account deleted")).toEqual(termsOf("why was my account flagged"));
    expect(termsOf("how do I delete my photo")).toContain(termsOf("delete")[0]);
  });

  it("reads 'figure out how' as how, and 'too old' or 'younger' as an age", () => {
    expect(termsOf("trying to figure out how to unblock someone")).toEqual(termsOf("how to unblock someone"));
    expect(termsOf("everyone is too old")).toEqual(termsOf("age"));
    expect(termsOf("younger")).toEqual(termsOf("age"));
  });

  it("reads terse questions: 'out of questions', 'terms of service', 'private info'", () => {
    expect(termsOf("out of questions")).toEqual(termsOf("none questions"));
    expect(termsOf("terms of service")).toEqual(termsOf("terms"));
    expect(termsOf("private info")).toEqual(termsOf("private details"));
  });

  it("folds switching on and off, getting back and errors onto the words the answers use", () => {
    expect(termsOf("disable notifications")).toEqual(termsOf("off notifications"));
    expect(termsOf("recover my account")).toEqual(termsOf("back my account"));
    expect(termsOf("an error")).toEqual(termsOf("a bug"));
  });

  it("reads 'written back' and ignoring as replies", () => {
    expect(termsOf("who hasn't written back")).toContain(termsOf("reply")[0]);
    expect(termsOf("ignoring me")).toEqual(termsOf("reply me"));
  });

  it("keeps the message check's 'Are you sure?' apart from asking what LOVE is", () => {
    expect(termsOf("what is Are you sure")).not.toEqual(termsOf("what are you"));
  });

  it("reads a number judged as a score, 'what next' as the next step, and drops 'totally'", () => {
    expect(classify("is 72 ok")?.id).toBe("score-higher-better");
    expect(classify("just matched with someone, whats next")?.id).toBe("mutual-match");
    expect(termsOf("results completely empty")).toEqual(termsOf("results empty"));
  });

  it("reads the label Your turn and a newcomer as one word each, and drops 'mate', 'bro'", () => {
    expect(classify("your turn?")?.id).toBe("your-turn");
    expect(classify("turn on notifications")?.id).toBe("notifications");
    expect(classify("im new to this")?.id).toBe("getting-started");
    expect(classify("thanks bro")?.id).toBe("thanks");
  });

  it("reads a cover photo as the first one, and leaves a cover letter out of DOWN", () => {
    expect(termsOf("my cover photo")).toEqual(termsOf("my first photo"));
    expect(classify("write me a cover letter")).toBeNull();
  });

  it("drops 'or not' and a past night or week, and reads being checked out, nerves and being real", () => {
    expect(termsOf("is my rating public or not")).toEqual(termsOf("is my rating public"));
    expect(termsOf("we met last night")).toEqual(termsOf("we met"));
    expect(termsOf("friday night")).toEqual(termsOf("friday"));
    expect(classify("who checked me out")?.id).toBe("insights");
    expect(classify("nervous about the first meet")?.id).toBe("meet-safely");
    expect(termsOf("prove im real")).toContain(termsOf("verified")[0]);
  });

  it("leaves asking the clock or the calendar out of DOWN, but keeps a date's time and a code's", () => {
    expect(classify("what time is it")).toBeNull();
    expect(classify("whats the time")).toBeNull();
    expect(classify("what day is it today")).toBeNull();
    expect(classify("how long does the code take to arrive")?.id).toBe("login-code");
  });

  it("reads 'close by' as near, not as closing the account", () => {
    expect(termsOf("people close by")).toEqual(termsOf("people near"));
    expect(classify("close my account")?.id).toBe("delete-account");
  });

  it("keeps 'only' (a filter) and reads the men or women the asker wants to see", () => {
    expect(classify("verified people only")?.id).toBe("verified-only");
    expect(termsOf("i only want to see guys")).toContain(termsOf("men")[0]);
    expect(classify("just into girls")?.id).toBe("interested-in");
    // "guys" alone stays filler: "this guy is creepy" is about one person, not who the asker is shown.
    expect(termsOf("you guys are great")).not.toContain(termsOf("men")[0]);
  });

  it("keeps 'my score with her' (two people) apart from 'my score' (the asker's profile)", () => {
    expect(classify("what is my own down score")?.id).toBe("my-down-score");
    expect(classify("how is my down score with a match worked out")?.id).toBe("down-score");
  });
});

describe("when LOVE does not guess", () => {
  const matcher = createIntentMatcher(KNOWLEDGE_BASE);

  it("needs two shared words, not one, to answer a longer question", () => {
    // "score" alone is DOWN's word, but the question is about football.
    const top = matcher.ranked("who scored the winning goal", 1)[0];
    expect(top?.exactTerms).toBeLessThan(2);
    expect(matcher.match("who scored the winning goal")).toBeNull();
  });

  it("needs most of the question understood when a word is foreign to the whole knowledge base", () => {
    expect(matcher.ranked("is the bakery near me open", 1)[0]?.unknownTerms).toBe(1);
    expect(matcher.match("is the bakery near me open")).toBeNull();
  });

  it("fixes a slip in a short word or a filler word, but does not read a short unknown word as a slip", () => {
    expect(classify("how do i blcok someone")?.id).toBe("block");
    expect(classify("hwo do i block someone")).not.toBeNull();
    expect(classify("waht is down score")?.id).toBe(classify("what is down score")?.id);
    // "buy" is a word LOVE does not know, not "busy" mistyped.
    expect(matcher.match("which phone should i buy")).toBeNull();
  });

  it("does not let a typo or prefix match carry an answer ('tapped' is not 'app')", () => {
    expect(classify("i tapped the wrong answer")?.id).toBe("change-answer");
  });
});

describe("round 31: how a situation, a negation or the manner of asking is read", () => {
  it("keeps someone else's (his, their, her profile) apart from the asker's, and 'message her' as one person", () => {
    expect(termsOf("his photo")).toEqual(termsOf("their photo"));
    expect(termsOf("her stars")).toEqual(termsOf("their stars"));
    expect(termsOf("his photo")).not.toEqual(termsOf("my photo"));
    expect(termsOf("message her")).toEqual(termsOf("message"));
    expect(classify("her profile vanished")?.id).toBe("profile-unavailable");
  });

  it("drops the manner of asking: 'without being rude', 'how can I tell if', 'this app is so confusing'", () => {
    expect(termsOf("turn down his invite without being mean")).toEqual(termsOf("turn down his invite"));
    expect(termsOf("how can i tell if she is real")).toEqual(termsOf("how she is real"));
    expect(termsOf("the app is really confusing how do i block")).toEqual(termsOf("how do i block"));
  });

  it("reads what is kept ('without deleting', 'but not lose') as no wish to delete", () => {
    expect(termsOf("pause without losing anything")).not.toContain(termsOf("delete")[0]);
    expect(classify("need a little break but not lose my chats")?.id).toBe("pause-account");
  });

  it("reads the asker not replying as Your turn, a match not replying as theirs", () => {
    expect(classify("what if i never reply to him")?.id).toBe("your-turn");
    expect(classify("she never replied")?.id).toBe("not-replying");
  });

  it("reads 'not getting any matches' as none of them, not as 'not yet'", () => {
    expect(termsOf("im not getting any likes")).toEqual(termsOf("no likes"));
    expect(classify("why am i barely getting matches")?.id).toBe("more-matches");
  });

  it("reads someone known being on DOWN as the situation, and a wrong town shown as a wrong location", () => {
    expect(termsOf("my boss is on here too and i want to block him")).toEqual(termsOf("i want to block him"));
    expect(classify("the app says im in the wrong town")?.id).toBe("location");
    expect(classify("im flying to rome next month")?.id).toBe("travel-mode");
    expect(classify("im going to bed")).toBeNull();
  });

  it("reads 'the same as' as the difference and 'what do we both want' as the answers shared", () => {
    expect(termsOf("is done the same as want")).toEqual(termsOf("is done difference want"));
    expect(termsOf("things we both enjoy")).toEqual(termsOf("things we have in common"));
    expect(termsOf("we both like each other")).not.toEqual(termsOf("we have in common"));
  });

  it("reads someone close checking on the asker as the check-in, and sharing with them as with a friend", () => {
    expect(classify("my dad wants to know that im safe")?.id).toBe("check-in");
    expect(termsOf("send my date to my roommate")).toEqual(termsOf("send my date to a friend"));
  });

  it("reads texting spellings and filler: sum1, tmrw, clearly, downscore, won't let me, won't load", () => {
    expect(termsOf("block sum1")).toEqual(termsOf("block"));
    expect(termsOf("date tmrw")).toEqual(termsOf("date tomorrow"));
    expect(termsOf("clearly fake")).toEqual(termsOf("fake"));
    expect(termsOf("downscore")).toEqual(termsOf("down score"));
    expect(termsOf("it wont let me invite her")).toEqual(termsOf("cant invite her"));
    expect(termsOf("pics wont load")).toEqual(termsOf("pics not loading"));
  });
});

describe("round 31: when only soft words are understood", () => {
  it("does not answer a long question of which it understood only 'how' and 'my', unless it is about LOVE or DOWN", () => {
    expect(classify("how do i tell if shes into me")).toBeNull();
    expect(classify("so what exactly can you do for me")?.id).toBe("what-can-love-do");
    expect(classify("he lied about his age")?.id).toBe("report");
  });
});

describe("round 31: a name LOVE has never seen", () => {
  it("reads a name in a person's place as 'them' when nothing else answers, and leaves other unknown words alone", () => {
    expect(classify("how do i unmatch marco")?.id).toBe("unmatch");
    expect(classify("priya hasnt replied in ages")?.id).toBe("not-replying");
    expect(classify("when is my date with noor")?.id).toBe("my-upcoming-dates");
    expect(classify("whats up with bitcoin")).toBeNull();
    expect(classify("i want to talk to santa")).toBeNull();
  });
});

describe("round 31: situations told", () => {
  it("reads a partner now, an invite received and said no to, a small town, and a fake account made", () => {
    expect(classify("im seeing someone now so i dont need this")?.id).toBe("pause-account");
    expect(classify("a guy invited me but im not feeling it")?.id).toBe("respond-invite");
    expect(classify("im not interested in men anymore")?.id).toBe("interested-in");
    expect(termsOf("i live in the middle of nowhere")).toEqual(termsOf("i live in a tiny village"));
    expect(termsOf("i live in a small town")).toContain(termsOf("near")[0]);
    expect(termsOf("someone made a fake account with my pics")).toContain(termsOf("fake")[0]);
  });
});

describe("round 31: asking who LOVE is, or whether someone is real", () => {
  it("reads 'are you a bot' or 'whats ur name' as asking about LOVE, and 'is this guy legit' as verification", () => {
    expect(classify("are u a robot")?.id).toBe("what-can-love-do");
    expect(classify("so whats your name")?.id).toBe("what-can-love-do");
    expect(classify("is this guy even legit")?.id).toBe("verification");
    expect(classify("i met someone, cya")?.id).toBe("pause-account");
  });
});
