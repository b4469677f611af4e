import { expect, type Locator, type Page, test } from "@playwright/test";
import { currentUserId, signInAs } from "./support/sign-in";

// Issue 27 items 2 and 3: a demo person with matches asks LOVE about themselves, and the names and numbers
// LOVE gives are the ones the screens show (Results' order and score, Matches, the All matches breakdown).
const DEMO_PHONE = "(615) 555-0100";

interface Card {
  id: string;
  name: string | null;
  downScore: number;
  distance: number;
}

const panelOf = (page: Page) => page.getByRole("dialog", { name: "LOVE assistant" });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Names in LOVE's answers sit between invisible direction marks (U+2068 … U+2069). */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, "");

async function ask(page: Page, question: string): Promise<Locator> {
  const panel = panelOf(page);
  const box = panel.getByRole("textbox", { name: "Ask LOVE a question" });
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/chatbot/message") && r.ok());
  await box.fill(question);
  await box.press("Enter");
  await answered;
  const log = panel.getByRole("log", { name: "Conversation with LOVE" });
  await expect(log.getByText(question, { exact: true }).last()).toBeVisible();
  // The answer once the history has been read again, not the "LOVE is thinking..." line before it.
  const last = log.getByRole("listitem").last();
  await expect(last).not.toContainText("LOVE is thinking");
  await expect(last).not.toContainText(question);
  return last;
}

const answerText = async (answer: Locator) => plain((await answer.textContent()) ?? "");

async function firstCard(page: Page, sort: "best" | "nearest"): Promise<Card> {
  const res = await page.request.get(`/api/search?sort=${sort}`);
  expect(res.ok()).toBe(true);
  const [card] = ((await res.json()) as { results: Card[] }).results;
  expect(card, `someone on the demo person's ${sort} results`).toBeTruthy();
  return card!;
}

test("LOVE names my best and nearest match, explains a score, follows up and lists what waits on me, as the screens do", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  await signInAs(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await currentUserId(page);
  expect((await page.request.delete(`/api/chatbot/history/${me}`)).ok()).toBe(true);

  const best = await firstCard(page, "best");
  const nearest = await firstCard(page, "nearest");
  const matches = (await (await page.request.get("/api/matches")).json()) as Array<{
    toUserId: string;
    profile: { name: string | null } | null;
    yourTurn: boolean;
  }>;
  const yourTurn = matches.filter((m) => m.yourTurn).length;
  const likes = ((await (await page.request.get("/api/likes-you")).json()) as { items: unknown[] }).items.length;
  const match = matches.find((m) => m.profile?.name);
  expect(match, "the demo person has a named match").toBeTruthy();
  const matchName = match!.profile!.name!;
  const breakdown = await page.request.get(`/api/compare/${match!.toUserId}`);
  expect(breakdown.ok()).toBe(true);
  const matchScore = ((await breakdown.json()) as { downScore: number }).downScore;

  await page.getByRole("button", { name: "Open LOVE assistant" }).click();
  await expect(panelOf(page)).toBeVisible();

  const bestAnswer = await answerText(await ask(page, "who is my best match?"));
  expect(bestAnswer).toContain(`Your best match right now is ${best.name}, ${best.downScore}%`);
  const nearAnswer = await answerText(await ask(page, "whos closest to me"));
  expect(nearAnswer).toContain(`The nearest person in your results is ${nearest.name}, ${nearest.downScore}%`);
  expect(nearAnswer).toMatch(/(\d+ miles?|under a mile) away/);

  // A follow-up about the person LOVE just named.
  const about = await answerText(await ask(page, "what about her?"));
  expect(about).toContain(`Your DOWN SCORE with ${nearest.name}`);

  const firstName = matchName.split(/\s+/)[0]!;
  const score = await ask(page, `what does my 11 % with ${firstName.toLowerCase()} mean`);
  const scoreText = await answerText(score);
  expect(scoreText).toMatch(new RegExp(`Your DOWN SCORE with ${escapeRegExp(matchName)} is ${matchScore}%`));
  await expect(score.getByRole("link", { name: "See the breakdown" })).toHaveAttribute(
    "href",
    `/all-matches/${match!.toUserId}`,
  );

  // The same counts as Matches' Your turn and Likes you.
  const waiting = await answerText(await ask(page, "what's waiting on me?"));
  if (yourTurn > 0) expect(waiting).toContain(`${yourTurn} repl${yourTurn === 1 ? "y" : "ies"} (Your turn)`);
  if (likes > 0) expect(waiting).toMatch(new RegExp(`${likes} match requests? (or more )?\\(Likes you\\)`));
  if (yourTurn + likes === 0) expect(waiting).toMatch(/^LOVE said:(Waiting on you|Nothing is waiting on you)/);
  const why = await answerText(await ask(page, "why can't I see anyone?"));
  expect(why.length).toBeGreaterThan(20);
  const silent = await answerText(await ask(page, "my match isn't replying, what should I do?"));
  expect(silent).toContain("custom question");

  // The conversation survives a reload: "and him?" still knows who the last answer was about.
  await page.reload();
  await page.getByRole("button", { name: "Open LOVE assistant" }).click();
  await ask(page, `what does my score with ${firstName} mean`);
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await page.reload();
    await page.getByRole("button", { name: "Open LOVE assistant" }).click();
    await expect(panelOf(page).getByRole("log", { name: "Conversation with LOVE" })).toContainText("DOWN SCORE with");
    await page.screenshot({ path: test.info().outputPath(`love-personal-${theme}.png`) });
  }
  await page.keyboard.press("Escape");

  // The screens say the same: Results sorted by Best Match starts with LOVE's best match, at that score.
  await page.goto("/results?sort=best");
  const tutorial = page.getByRole("dialog").getByRole("button", { name: "Got it" });
  if (await tutorial.isVisible().catch(() => false)) await tutorial.click();
  const top = page.getByRole("main").getByRole("article").first();
  await expect(top).toHaveAccessibleName(new RegExp(`^${escapeRegExp(best.name ?? "")}`));
  await expect(top).toContainText(`${best.downScore}%`);
  // And Matches lists the match LOVE explained.
  await page.goto("/matches");
  await expect(
    page
      .getByRole("main")
      .getByRole("article", { name: new RegExp(`^${escapeRegExp(matchName)}`) })
      .first(),
  ).toBeVisible();
});
