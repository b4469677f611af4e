import { randomInt } from "node:crypto";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { answerAdventure } from "./support/deck";
import { currentUserId, freshPhone, signInAs } from "./support/sign-in";

/**
 * The whole first session of a newcomer on a fresh demo database, as issue 25 asks for it: from signing up
 * to a rating after a first date. The demo people on the other side are the living demo (docs/decisions/009):
 * they ask to match once the newcomer is findable, reply to what was said, say yes to a first invite, and
 * their date runs on the fast clock (DEMO_DATE_SECONDS, 20 s in playwright.config.ts).
 */

/** Matches' "Likes you" list, once a demo person's welcome request is in it (it fills in live). */
async function welcomeRequest(page: Page): Promise<Locator> {
  await page.goto("/matches");
  await dismissTutorial(page);
  const likesYou = page.getByRole("region", { name: "Likes you" });
  await expect(async () => {
    if (!(await likesYou.getByRole("button", { name: "Match Back" }).first().isVisible())) {
      await page.reload();
      await dismissTutorial(page);
    }
    await expect(likesYou.getByRole("button", { name: "Match Back" }).first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  return likesYou;
}

/** The first-visit tutorial on Results, when it opens. */
async function dismissTutorial(page: Page) {
  const gotIt = page.getByRole("dialog").getByRole("button", { name: "Got it" });
  if (await gotIt.isVisible({ timeout: 3_000 }).catch(() => false)) await gotIt.click();
  await gotIt.click({ timeout: 2_000 }).catch(() => {});
}

async function openMyDates(page: Page) {
  await page.goto("/my-dates");
  await expect(page.getByRole("heading", { name: "MY DATES" })).toBeVisible();
}

test("a newcomer goes from signing up to a first date and a rating on a fresh demo database", async ({ page }) => {
  test.setTimeout(300_000);
  const tag = randomInt(100, 999);
  const me = `Fern${tag}`;

  // Sign up: a new person lands on /explore.
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole("heading", { name: "Choose a Category" })).toBeVisible();

  // The short profile step: what others need to see them.
  const step = page.getByRole("region", { name: "Before your first results" });
  await expect(step).toBeVisible();
  await step.getByLabel("Name").fill(me);
  await step.getByLabel("Age").fill("30");
  await step.getByText("Female", { exact: true }).click();
  const everyone = step.getByRole("button", { name: "Everyone" });
  if ((await everyone.getAttribute("aria-pressed")) !== "true") await everyone.click();
  await step.getByRole("button", { name: "Save and continue" }).click();
  await expect(step).toHaveCount(0);

  // One category, then Results: never empty.
  await answerAdventure(page);
  await dismissTutorial(page);
  const found = page.getByText(/^[1-9]\d* search results found$/);
  await expect(found).toBeVisible();
  const myId = await currentUserId(page);

  // A demo person's welcome request (they ask once the newcomer is findable and has finished a category)
  // shows under Likes you; Match Back makes the match moment.
  const likesYou = await welcomeRequest(page);
  await likesYou.getByRole("button", { name: "Match Back" }).first().click();
  const moment = page.getByRole("dialog", { name: "It's a Match!" });
  await expect(moment).toBeVisible();
  await moment.getByRole("button", { name: "Send a message" }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  const theirId = page.url().split("/").at(-1) ?? "";
  const them = (await (await page.request.get(`/api/public-profiles/${theirId}`)).json()) as { name: string };
  const theirFirst = them.name.split(" ")[0] ?? "";

  // An opener (offered in an empty conversation, from what both answered), or a line of one's own if the
  // demo person wrote first.
  const input = page.getByLabel("Message", { exact: true });
  const lines = page.getByRole("log").getByRole("listitem");
  const ideas = page.getByRole("region", { name: /ideas to start/i });
  // With no answer both may see in common there is no opener to offer, only "Say hello" (openers themselves are
  // proven in chat-full-screen.spec.ts); then a line of one's own.
  await expect(
    ideas
      .or(page.getByRole("log"))
      .or(page.getByText("Say hello", { exact: true }))
      .first(),
  ).toBeVisible();
  // Openers load just after the empty conversation: give them their moment before typing instead.
  await ideas.waitFor({ state: "visible", timeout: 3_000 }).catch(() => undefined);
  if (await ideas.isVisible()) {
    await ideas.getByRole("button").first().click();
    await expect(input).not.toHaveValue("");
    test.info().annotations.push({ type: "first line", description: "an opener" });
  } else {
    await input.fill("Hi! How are you?");
    test.info().annotations.push({ type: "first line", description: "typed: they wrote first, or no opener" });
  }
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(page.getByTestId("receipt")).toBeVisible();
  const before = await lines.count();
  // A reply from the demo person, after their typing pause.
  await expect(async () => expect(await lines.count()).toBeGreaterThan(before)).toPass({ timeout: 30_000 });

  // An invite from the chat's ⋯ menu.
  await page.getByRole("button", { name: /^More options for/ }).click();
  await page.getByRole("menuitem", { name: "Invite on a Date" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Romantic", { exact: true }).click();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Invite sent!")).toBeVisible();

  // The demo person accepts (a first invite always), for a time soon: My Dates shows it scheduled.
  const past = () => page.getByRole("region", { name: "Past Dates" });
  const date = (region: Locator) => region.getByRole("article", { name: `${them.name}, romantic` });
  await expect(async () => {
    await openMyDates(page);
    const upcoming = page.getByRole("region", { name: "Upcoming & Pending" });
    await expect(date(upcoming).getByText("scheduled").or(date(past()))).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });

  // The date's time passes; the demo person marks it completed and the Review button appears.
  await expect(async () => {
    await openMyDates(page);
    await expect(date(past()).getByText("completed")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000, intervals: [3_000] });

  // Both review: the newcomer here...
  await date(past()).getByRole("button", { name: "Review" }).click();
  const review = page.getByRole("dialog");
  const overall = review.getByRole("group", { name: "Overall" });
  await overall.locator("label", { has: page.getByRole("radio", { name: "5 stars" }) }).click();
  await review.getByLabel("Comment (optional)").fill("A lovely first date.");
  await review.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.locator("[data-sonner-toast]").getByText("Review submitted")).toBeVisible();

  // ...and the demo person, whose review of the newcomer shows on their own Reviews.
  await expect(async () => {
    await page.goto("/reviews");
    await expect(page.getByRole("article", { name: `Review by ${theirFirst}` })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [3_000] });
  await expect(page.getByText("1 review", { exact: true })).toBeVisible();

  // The rating shows on the demo person's profile, with the newcomer's review.
  await page.goto(`/profile/${theirId}`);
  await expect(page.getByRole("article", { name: `Review by ${me}` })).toBeVisible();
  expect(myId).not.toBe(theirId);
});
