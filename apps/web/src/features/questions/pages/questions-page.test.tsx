import { builtInQuestions, reserveQuestions } from "@down/common/questions";
import type { QuestionSession } from "@down/common/schemas/question-session";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { QuestionsPage } from "./questions-page";

const written = builtInQuestions("adventure");
const reserve = reserveQuestions("adventure").slice(0, 20);
const sessionUrl = `GET /api/question-sessions/${TEST_USER.id}/adventure`;
const moreUrl = `POST /api/question-sessions/${TEST_USER.id}/adventure/more`;

const session = (answered: number, questions = written, number = 1): QuestionSession => ({
  categoryId: "adventure",
  number,
  questions,
  answeredIds: questions.slice(0, answered).map((q) => q.id),
  finished: answered === questions.length,
});

const renderPage = () =>
  renderScreen(
    <Route path="/questions/:categoryId?">
      <QuestionsPage />
    </Route>,
    "/questions/adventure",
  );

describe("QuestionsPage: a deck that remembers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens at the server's place: 9 answered is 'Question 10 of 20' with the 10th statement on top", async () => {
    mockApi({ [sessionUrl]: () => json(session(9)) });
    renderPage();
    // The deck's code loads beside the screen: give it time on a busy machine.
    expect(await screen.findByText("Question 10 of 20", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText("50%")).toBeInTheDocument();
    expect(screen.getAllByText(written[9]!.statement).length).toBeGreaterThan(0);
    expect(screen.queryByText(written[0]!.statement)).not.toBeInTheDocument();
  });

  it("a finished category says Done, offers its results, and opens 20 more only when asked", async () => {
    const fetchMock = mockApi({
      [sessionUrl]: () => json(session(20)),
      [moreUrl]: () => json(session(0, reserve, 2)),
    });
    renderPage();
    expect(await screen.findByText("Done")).toBeInTheDocument();
    expect(screen.getByText("You've answered all 20 questions in Adventure.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See your results" })).toHaveAttribute(
      "href",
      "/results?category=adventure",
    );
    expect(callsTo(fetchMock, moreUrl)).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "More questions" }));
    expect(await screen.findByText("Question 1 of 20", {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByText(reserve[0]!.statement).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, moreUrl)).toHaveLength(1);
  });

  it("says so when nothing is left after More questions", async () => {
    mockApi({ [sessionUrl]: () => json(session(20)), [moreUrl]: () => json(session(20)) });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "More questions" }));
    expect(await screen.findByText("No more questions available!")).toBeInTheDocument();
  });
});
