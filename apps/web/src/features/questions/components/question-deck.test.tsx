import { CATEGORIES } from "@down/common/categories";
import { builtInQuestions } from "@down/common/questions";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { QuestionDeck } from "./question-deck";

const adventure = CATEGORIES.find((category) => category.id === "adventure")!;
const questions = builtInQuestions("adventure");

function renderDeck(deck = questions) {
  return renderScreen(
    <QuestionDeck userId={TEST_USER.id} category={adventure} questions={deck} />,
    "/questions/adventure",
  );
}

describe("QuestionDeck", () => {
  let fetchMock: ReturnType<typeof mockApi>;
  beforeEach(() => {
    fetchMock = mockApi({ "POST /api/analytics/track-response": () => json({ ok: true }) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("answers with a button, saves the answer and moves on", async () => {
    renderDeck();
    expect(screen.getByText("Question 1 of 20")).toBeInTheDocument();
    expect(screen.getByText("5%")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Done this/ }));
    expect(screen.getByText("Question 2 of 20")).toBeInTheDocument();
    expect(screen.getByText("10%")).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/analytics/track-response")).toEqual([
        {
          userId: TEST_USER.id,
          categoryId: "adventure",
          categoryName: "Adventure",
          questionId: questions[0]!.id,
          response: "D",
        },
      ]),
    );
  });

  it("answers with the arrow keys: up D, right O, down W, left N", async () => {
    renderDeck();
    for (const key of ["ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft"]) fireEvent.keyDown(window, { key });
    expect(screen.getByText("Question 5 of 20")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        callsTo(fetchMock, "POST /api/analytics/track-response").map((body) => (body as { response: string }).response),
      ).toEqual(["D", "O", "W", "N"]),
    );
  });

  it("deals the next statement after an answer", async () => {
    renderDeck();
    expect(screen.getByText(questions[0]!.statement)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: /Never this/ }));
    expect(screen.getByText(questions[1]!.statement)).toBeInTheDocument();
  });

  it("goes to the category's results after the last answer", async () => {
    const { location } = renderDeck(questions.slice(0, 3));
    expect(screen.getByText("Question 1 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Open to this/ }));
    await userEvent.click(screen.getByRole("button", { name: /Want this/ }));
    expect(screen.getByText("Question 3 of 3")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /Never this/ }));
    await waitFor(() => expect(location.history.at(-1)).toBe("/results?category=adventure"));
    expect(callsTo(fetchMock, "POST /api/analytics/track-response")).toHaveLength(3);
  });

  it("still moves on when saving fails (console log only)", async () => {
    const logSpy = vi.spyOn(console, "log").mockImplementation(() => {});
    fetchMock = mockApi({ "POST /api/analytics/track-response": () => json({}, 500) });
    renderDeck();
    await userEvent.click(screen.getByRole("button", { name: /Done this/ }));
    expect(screen.getByText("Question 2 of 20")).toBeInTheDocument();
    await waitFor(() => expect(logSpy).toHaveBeenCalledWith("Failed to save answer", expect.anything()));
    logSpy.mockRestore();
  });
});
