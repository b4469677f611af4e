import { scoreReading } from "@down/common/score-reading";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryBus } from "../../../realtime/bus";
import { createTestApp, matchedRows, type SignedIn, signIn, testDb } from "../../../test/test-app";
import { answer } from "../../answers/answers.test-helpers";
import { freshPlace, freshQuestion, north, person, searchAs } from "../../search/search.test-helpers";
import * as chatbot from "../chatbot.service";
import { KNOWLEDGE_BASE } from "../knowledge/knowledge-base";
import { answerQuestion, type LoveDeps } from "../love";

// Issue 27 items 2 and 3: LOVE's answers about the asker, computed with the services the screens use, and
// follow-ups read in the context of the stored conversation. Service level, on PGlite (the route's
// authorization is covered by the security suites).

let app: FastifyInstance;
let deps: LoveDeps;
beforeAll(async () => {
  app = await createTestApp();
  deps = { db: testDb(app), bus: memoryBus(), matchingIndex: app.matchingIndex };
});
afterAll(() => app.close());

const ask = async (as: SignedIn, question: string) => (await chatbot.send(deps, as.id, question)).content;
/** One answer through the route the Questions screen uses (it keeps the per-category counts too). */
async function answerOne(as: SignedIn) {
  const id = freshQuestion("travel");
  expect((await answer(app, as, id, "D", "travel")).statusCode).toBeLessThan(300);
}
const isolated = (name: string) => `\u2068${name}\u2069`;
const post = (as: SignedIn, url: string, payload: object) =>
  app.inject({ method: "POST", url, headers: { cookie: as.cookie }, payload });

/**
 * Me, Phoenix (a match 3 miles north who answered mostly differently), Dana (in my results, 8 miles north,
 * answered alike) and Blocky (1 mile away, answered alike, blocked by me): the nearest and best people on
 * my results are Phoenix and Dana, never Blocky.
 */
async function scene() {
  const here = freshPlace();
  const qs = [freshQuestion(), freshQuestion(), freshQuestion(), freshQuestion()];
  const all = (r: "D" | "N") => Object.fromEntries(qs.map((q) => [q, r]));
  const me = await person(app, { at: here, answers: all("D"), name: "Robin" });
  const phoenix = await person(app, {
    at: north(here, 3),
    answers: { [qs[0]!]: "D", [qs[1]!]: "N", [qs[2]!]: "N", [qs[3]!]: "N" },
    name: "Phoenix",
  });
  const dana = await person(app, { at: north(here, 8), answers: all("D"), name: "Dana" });
  const blocky = await person(app, { at: north(here, 1), answers: all("D"), name: "Blocky" });
  await matchedRows(testDb(app), me, phoenix);
  expect((await post(me, "/api/blocks", { blockedUserId: blocky.id })).statusCode).toBe(201);
  return { me, phoenix, dana, blocky, here, qs };
}

describe("LOVE about you (issue 27 item 2)", () => {
  it("names the best and the nearest person as Results orders them, with score, coarse distance and a link", async () => {
    const { me, phoenix, dana, blocky } = await scene();
    const best = (await searchAs(app, me, "?sort=best")).body.results[0]!;
    const nearest = (await searchAs(app, me, "?sort=nearest")).body.results[0]!;
    expect([best.id, nearest.id]).toEqual([dana.id, phoenix.id]);

    const bestAnswer = await ask(me, "who is my best match?");
    expect(bestAnswer).toContain(`Your best match right now is ${isolated("Dana")}, ${best.downScore}%`);
    expect(bestAnswer).toContain(scoreReading(best.downScore));
    expect(bestAnswer).toContain(`${best.distance} miles away`);
    expect(bestAnswer).toContain(`(/profile/${dana.id})`);

    const nearAnswer = await ask(me, "whos closest to me");
    expect(nearAnswer).toContain(`The nearest person in your results is ${isolated("Phoenix")}, ${nearest.downScore}%`);
    expect(nearAnswer).toContain(`${nearest.distance} miles away`);
    expect(nearAnswer).toContain(`(/profile/${phoenix.id})`);
    // Blocked either way: nowhere in LOVE's answers, as nowhere on the screens.
    for (const text of [bestAnswer, nearAnswer]) {
      expect(text).not.toContain("Blocky");
      expect(text).not.toContain(blocky.id);
      // Never coordinates: whole miles only.
      expect(text).not.toMatch(/\d+\.\d{3,}/);
    }
  });

  it("explains a score with a named match: the card's figure, its reading, what was alike and a breakdown link", async () => {
    const { me, phoenix } = await scene();
    // The figure the All matches screen shows for the pair.
    const compare = await app.inject({
      method: "GET",
      url: `/api/compare/${phoenix.id}`,
      headers: { cookie: me.cookie },
    });
    expect(compare.json().downScore).toBe(25);
    const text = await ask(me, "what does my 11 % with phoenix mean");
    expect(text).toContain(`Your DOWN SCORE with ${isolated("Phoenix")} is 25% now, not 11%`);
    expect(text).toContain(scoreReading(25));
    expect(text).toContain("You've both answered 4 questions");
    expect(text).toContain("1 Both done this");
    expect(text).toContain("the other 3 differently");
    expect(text).toContain(`(/all-matches/${phoenix.id})`);
    // Phoenix's own answers to the differing questions are not told.
    expect(text).not.toContain("None of this");
  });

  it("resolves names accent- and case-insensitively, asks which one when two share a first name, and never finds the blocked", async () => {
    const { me, here, qs } = await scene();
    const answers = { [qs[0]!]: "D" as const };
    const zoe = await person(app, { at: north(here, 2), answers, name: "Zoë" });
    const alexS = await person(app, { at: north(here, 2), answers, name: "Alex Stone" });
    const alexR = await person(app, { at: north(here, 2), answers, name: "Alex Rivers" });
    for (const other of [zoe, alexS, alexR]) await matchedRows(testDb(app), me, other);

    expect(await ask(me, "whats my score with ZOE")).toContain(`Your DOWN SCORE with ${isolated("Zoë")} is`);
    const which = await ask(me, "what does my score with alex mean");
    expect(which).toContain("which one do you mean?");
    expect(which).toContain(`(/profile/${alexS.id})`);
    expect(which).toContain(`(/profile/${alexR.id})`);
    expect(await ask(me, "my score with Alex Rivers?")).toContain(`Your DOWN SCORE with ${isolated("Alex Rivers")} is`);
    expect(await ask(me, "what does my 80% with Blocky mean")).toMatch(/^I can't find anyone by that name/);
  });

  it("says why nobody shows up, in order, each with its fix and link", async () => {
    const fresh = await signIn(app);
    const first = await ask(fresh, "why can't I see anyone?");
    expect(first).toContain("Your profile has no name or age yet");
    expect(first).toContain("[Edit Profile](/profile/personal)");
    expect(first).toContain("You haven't answered any questions yet");
    expect(first.indexOf("no name or age")).toBeLessThan(first.indexOf("haven't answered"));

    const alone = await person(app, { at: freshPlace(), answers: {}, interestedIn: ["Men"], ageRange: [30, 35] });
    await answerOne(alone);
    await testDb(app).execute(`update profiles set paused = true where user_id = '${alone.id}'`);
    const why = await ask(alone, "nobody shows up for me");
    expect(why).toContain("Who I want to see is set to ages 30–35");
    expect(why).toContain("Nobody who fits is in range yet");
    expect(why).toContain("Your account is paused");
    expect(why).toContain("[Open Settings](/settings)");
    expect(why).not.toContain("no name or age");
  });

  it("lists what waits on the asker with counts, names and links, and who owes them a reply", async () => {
    const { me, phoenix, dana } = await scene();
    const msg = (from: SignedIn, to: SignedIn, content: string) =>
      post(from, "/api/messages", { senderId: from.id, receiverId: to.id, content });
    expect((await msg(phoenix, me, "hi Robin!")).statusCode).toBe(201);
    expect((await post(dana, "/api/match-requests", { fromUserId: dana.id, toUserId: me.id })).statusCode).toBe(200);

    const waiting = await ask(me, "what's waiting on me?");
    expect(waiting).toContain(`1 reply (Your turn): ${isolated("Phoenix")}`);
    expect(waiting).toContain(`(/messages/${phoenix.id})`);
    expect(waiting).toContain(`1 match request (Likes you), from ${isolated("Dana")}`);

    expect(await ask(me, "my match isn't replying, what should I do?")).toContain("None of your matches");
    expect((await msg(me, phoenix, "hey, how are you?")).statusCode).toBe(201);
    const silent = await ask(me, "my match isn't replying, what should I do?");
    expect(silent).toContain(`${isolated("Phoenix")} hasn't answered your last message yet`);
    expect(silent).toContain("custom question");
    expect(silent).toContain(`(/messages/${phoenix.id})`);
  });

  it("says what is missing for being found by more people", async () => {
    const me = await person(app, { at: freshPlace(), answers: {}, bio: null });
    await answerOne(me);
    const text = await ask(me, "how can more people find me?");
    expect(text).toContain("Add a photo");
    expect(text).toContain("Answer more questions: you've answered 1 question");
    expect(text).toContain("Write a short bio");
  });
});

describe("LOVE follows the conversation (issue 27 item 3)", () => {
  it("reads 'and Dana?', 'what about her?' and 'how do I undo that?' in the context of the stored turns", async () => {
    const { me, dana } = await scene();
    await matchedRows(testDb(app), me, dana);
    expect(await ask(me, "what does my score with Phoenix mean")).toContain(`with ${isolated("Phoenix")} is 25%`);
    expect(await ask(me, "and Dana?")).toContain(`Your DOWN SCORE with ${isolated("Dana")} is 100%`);

    // A fresh read of the stored history (as after a reload) still knows who "her" is.
    expect(await ask(me, "who is my best match?")).toContain(isolated("Dana"));
    expect(await ask(me, "what about her?")).toContain(`Your DOWN SCORE with ${isolated("Dana")} is 100%`);

    const unblock = KNOWLEDGE_BASE.find((i) => i.id === "unblock")!.answer;
    await ask(me, "how do I block someone?");
    expect(await ask(me, "and how do I undo that?")).toBe(unblock);
  });

  it("asks who is meant when a pronoun has nobody to point at, and leaves a question of its own alone", async () => {
    const me = await person(app, { at: freshPlace(), answers: { [freshQuestion()]: "D" } });
    expect(await ask(me, "what does my score with him mean")).not.toContain("DOWN SCORE with");
    expect(await ask(me, "what about her?")).toMatch(/^Who do you mean\?/);
    // A question of its own with a pronoun in it keeps its own answer.
    const block = KNOWLEDGE_BASE.find((i) => i.id === "block")!.answer;
    expect(await ask(me, "how do I block him")).toBe(block);
  });
});

describe("LOVE about you with a model configured", () => {
  it("answers personal questions locally: a model never words a name or a number", async () => {
    const { me, dana } = await scene();
    let calls = 0;
    const model = {
      kind: "openai" as const,
      answer: async () => {
        calls += 1;
        return "Your best match is Someone Else, 99%.";
      },
    };
    const reply = await answerQuestion({ ...deps, model }, me.id, "who is my best match?");
    expect(reply.content).toContain(`(/profile/${dana.id})`);
    expect(reply.intentId).toBe("my-best-match");
    expect(calls).toBe(0);
    // Other questions still go to the model.
    await answerQuestion({ ...deps, model }, me.id, "how do I invite someone on a date");
    expect(calls).toBe(1);
  });
});
