import { builtInQuestions } from "@down/common/questions";
import { expect, type Page, test } from "@playwright/test";
import { newPerson } from "./support/people";

/**
 * Issue 25, item 2: a match made while the person was elsewhere came silently, and a Match Back gave a toast or
 * a modal that left by itself after 1.5 s. "It's a Match!" now comes up live wherever the person is, from the
 * socket's match event, and waits for "Send a message" or "Keep browsing" (docs/decisions/027).
 */

const moment = (page: Page) => page.getByRole("dialog", { name: "It's a Match!" });

/** Opens a screen and waits until the app has taken over the server's paint (it is inert until then). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
}

/** Ten adventure statements answered "Done this" through the API: enough to be scored against demo people,
 * not a whole category (which would bring the demo people's welcome requests, and a match at once). */
async function answerSome(page: Page, id: string) {
  const ids = builtInQuestions("adventure").map((q) => q.id);
  expect(ids.length).toBeGreaterThanOrEqual(10);
  for (const questionId of ids.slice(0, 10)) {
    const res = await page.request.post("/api/analytics/track-response", {
      data: { userId: id, categoryId: "adventure", questionId, response: "D" },
    });
    expect(res.ok()).toBe(true);
  }
}

test("a demo person accepts later, and the match moment comes up on whatever screen is open", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const me = await newPerson(browser, baseURL ?? "", "Wren");
  const { page } = me;
  await answerSome(page, me.id);

  // A demo person the search rates at 50 % or more (always accepted): their photos are the seed's avatars, so
  // real people other journeys left in the same database (who never answer) are not picked.
  const found = await page.request.get("/api/search?sort=best&category=adventure");
  const cards = (
    (await found.json()) as {
      results: Array<{ id: string; name: string; downScore: number; photo: string | null; likesYou?: boolean }>;
    }
  ).results;
  const them = cards.find((c) => c.downScore >= 50 && !c.likesYou && c.photo?.startsWith("/media/avatars/"));
  expect(them, "a demo person scoring 50 % or more").toBeDefined();
  if (!them) return;

  await open(page, `/profile/${them.id}`);
  await page.getByRole("button", { name: "Send Match Request" }).click();
  await expect(page.getByText("Match Request Sent").first()).toBeVisible();

  // Somewhere else in the app: Explore, from the tab bar.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  // The demo person says yes after a few seconds; nothing is reloaded here.
  await expect(moment(page)).toBeVisible({ timeout: 30_000 });
  await expect(moment(page).getByText(them.name.split(" ")[0] ?? them.name)).toBeVisible();
  // Both people: their photo, and mine (a new person without a photo yet shows their initial).
  await expect(moment(page).locator("img")).toHaveCount(1);
  await expect(moment(page).getByText("W", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/explore$/);

  await moment(page).getByRole("button", { name: "Send a message" }).click();
  await expect(moment(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/messages/${them.id}$`));
  // Back from the chat returns to Explore, not to a dead step where the moment was.
  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
  await me.context.close();
});

test("two people: A asks, B sees 'Likes you' and matches back, and both see the match moment live", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const a = await newPerson(browser, baseURL ?? "", "Avery");
  const b = await newPerson(browser, baseURL ?? "", "Blake");

  // B waits on Matches; nobody likes them yet.
  await b.page.evaluate(() => localStorage.setItem("hasSeenMatchesTutorial", "true"));
  await open(b.page, "/matches");
  await expect(b.page.getByText("No matches yet. Keep swiping in Explore!")).toBeVisible();
  const likesYou = b.page.getByRole("region", { name: "Likes you" });
  await expect(likesYou).toHaveCount(0);

  // A asks from B's profile, then goes on to Explore.
  await open(a.page, `/profile/${b.id}`);
  await a.page.getByRole("button", { name: "Send Match Request" }).click();
  await expect(a.page.getByRole("button", { name: "Match Request Sent" })).toBeVisible();
  await a.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
  await expect(a.page).toHaveURL(/\/explore$/);

  // B's Likes you fills in live, with A in it; A's profile says so too.
  await expect(likesYou.getByRole("link", { name: /Avery/ })).toBeVisible({ timeout: 15_000 });
  await open(b.page, `/profile/${a.id}`);
  await expect(b.page.getByText("Likes you", { exact: true })).toBeVisible();
  await open(b.page, "/matches");

  // One tap: Match Back. Both see the moment; A without reloading.
  await likesYou.getByRole("button", { name: "Match Back" }).click();
  await expect(moment(b.page)).toBeVisible();
  await expect(moment(b.page).getByText("Avery")).toBeVisible();
  await expect(moment(a.page)).toBeVisible({ timeout: 15_000 });
  await expect(moment(a.page).getByText("Blake")).toBeVisible();
  await expect(a.page).toHaveURL(/\/explore$/);

  // B: the browser's Back closes the moment and stays on Matches, where A is now a match.
  await b.page.goBack();
  await expect(moment(b.page)).toHaveCount(0);
  await expect(b.page).toHaveURL(/\/matches$/);
  await expect(b.page.getByRole("article", { name: "Avery" })).toBeVisible();
  await expect(likesYou).toHaveCount(0);

  // A: Keep browsing closes it where they were; Escape would too.
  await moment(a.page).getByRole("button", { name: "Keep browsing" }).click();
  await expect(moment(a.page)).toHaveCount(0);
  await expect(a.page).toHaveURL(/\/explore$/);
  await a.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Matches" }).click();
  await expect(a.page.getByRole("article", { name: "Blake" })).toBeVisible();

  await a.context.close();
  await b.context.close();
});
