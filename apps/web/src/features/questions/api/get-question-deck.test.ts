import { CATEGORIES } from "@down/common/categories";
import { questionId } from "@down/common/question-id";
import { builtInQuestions } from "@down/common/questions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi, TEST_USER } from "@/test/screen-harness";
import { loadQuestionDeck } from "./get-question-deck";

const adventure = CATEGORIES.find((category) => category.id === "adventure")!;
const builtIns = builtInQuestions("adventure");
const answered = (count: number) =>
  builtIns.slice(0, count).map((q) => ({ questionId: q.id, categoryId: "adventure", response: "D", createdAt: "" }));
const responsesPath = `GET /api/user-responses/${TEST_USER.id}/adventure`;

describe("loadQuestionDeck", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deals the 20 built-in questions to a new user without asking for generated ones", async () => {
    const fetchMock = mockApi({ [responsesPath]: () => json([]) });
    const deck = await loadQuestionDeck(TEST_USER.id, adventure);
    expect(deck.map((q) => q.id)).toEqual(builtIns.map((q) => q.id));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("leaves out answered questions and tops up with generated ones, up to 20", async () => {
    const generated = Array.from({ length: 20 }, (_, i) => `I have tried thing number ${i}`);
    mockApi({
      [responsesPath]: () => json(answered(15)),
      "POST /api/generate-questions": () => json(generated),
    });
    const deck = await loadQuestionDeck(TEST_USER.id, adventure);
    expect(deck).toHaveLength(20);
    expect(deck.slice(0, 5).map((q) => q.id)).toEqual(builtIns.slice(15).map((q) => q.id));
    expect(deck[5]).toMatchObject({ id: questionId("adventure", generated[0]!), statement: generated[0] });
  });

  it("falls back to the built-in list when generation fails", async () => {
    const logSpy = vi.spyOn(console, "log").mockImplementation(() => {});
    mockApi({
      [responsesPath]: () => json(answered(18)),
      "POST /api/generate-questions": () => json({ error: { code: "x", message: "down" } }, 500),
    });
    const deck = await loadQuestionDeck(TEST_USER.id, adventure);
    expect(deck.map((q) => q.id)).toEqual(builtIns.slice(18).map((q) => q.id));
    expect(logSpy).toHaveBeenCalledWith("Failed to generate AI questions", expect.anything());
    logSpy.mockRestore();
  });
});
