import { expect, test } from "@playwright/test";
import { newPerson } from "./support/people";

interface Session {
  questions: Array<{ id: string; statement: string }>;
  answeredIds: string[];
  finished: boolean;
}

test("the deck remembers: 9 answered, a reload and a second tab are at 'Question 10 of 20' with the same statement; a finished category says Done", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ann = await newPerson(browser, baseURL ?? "", "Ann Deck");
  const { page } = ann;
  const session = async () =>
    (await (await page.request.get(`/api/question-sessions/${ann.id}/adventure`)).json()) as Session;

  await page.goto("/questions/adventure");
  await expect(page.getByText("Question 1 of 20")).toBeVisible();
  for (let n = 1; n <= 9; n++) {
    await page.getByRole("button", { name: /Open to this/ }).click();
    await expect(page.getByText(`Question ${n + 1} of 20`)).toBeVisible();
  }
  // The answers are saved in the background: the reload comes once the server has all nine.
  await expect.poll(async () => (await session()).answeredIds.length).toBe(9);
  const tenth = (await session()).questions[9]!.statement;

  await page.reload();
  await expect(page.getByText("Question 10 of 20")).toBeVisible();
  await expect(page.getByText(tenth, { exact: true }).first()).toBeVisible();

  // Back and forth, and a second tab: the same place.
  await page.goto("/explore");
  await page.goBack();
  await expect(page.getByText("Question 10 of 20")).toBeVisible();
  const second = await ann.context.newPage();
  await second.goto("/questions/adventure");
  await expect(second.getByText("Question 10 of 20")).toBeVisible();
  await expect(second.getByText(tenth, { exact: true }).first()).toBeVisible();
  await second.close();

  // The rest of the 20: the deck goes to the results; coming back, the category is Done, and stays so.
  for (let n = 10; n <= 20; n++) {
    await expect(page.getByText(`Question ${n} of 20`)).toBeVisible();
    await page.getByRole("button", { name: /Want this/ }).click();
  }
  await expect(page).toHaveURL(/\/results\?category=adventure/);
  await expect.poll(async () => (await session()).finished).toBe(true);
  await page.goto("/questions/adventure");
  await expect(page.getByText("Done", { exact: true })).toBeVisible();
  await expect(page.getByText("You've answered all 20 questions in Adventure.")).toBeVisible();
  await expect(page.getByRole("link", { name: "See your results" })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Done", { exact: true })).toBeVisible();

  // More questions only when asked: the next 20, from the first.
  await page.getByRole("button", { name: "More questions" }).click();
  await expect(page.getByText("Question 1 of 20")).toBeVisible();
});
