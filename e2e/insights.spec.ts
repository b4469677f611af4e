import { expect, test } from "@playwright/test";
import { finishProfile, freshPhone, signInAs } from "./support/sign-in";

test("Insights counts a new match and a view of my profile, for All Time and Last Week, with the charts' numbers readable as a table", async ({
  page,
  browser,
}) => {
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  const me = await finishProfile(page, "Ines");

  await page.goto("/insights");
  const figures = page.getByRole("list", { name: "Your figures, All Time" });
  await expect(figures.getByRole("listitem").filter({ hasText: "TOTAL MATCHES" })).toContainText("0");
  await expect(page.getByText("No matches in this range yet.")).toBeVisible();
  const views = (list: typeof figures) => list.getByRole("listitem").filter({ hasText: "PROFILE VIEWS" });
  await expect(views(figures)).toContainText("0");

  // Someone else, in their own browser, and I request each other: a match.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const theirPage = await other.newPage();
  await signInAs(theirPage, freshPhone());
  await expect(theirPage).toHaveURL(/\/explore$/);
  const them = await finishProfile(theirPage, "Theo");
  const theirs = await theirPage.request.post("/api/match-requests", { data: { fromUserId: them, toUserId: me } });
  expect(theirs.ok()).toBe(true);
  const mine = await page.request.post("/api/match-requests", { data: { fromUserId: me, toUserId: them } });
  expect(((await mine.json()) as { mutual: boolean }).mutual).toBe(true);

  // They open my profile: the screen records the view once the profile has loaded.
  const viewed = theirPage.waitForResponse(
    (response) => response.url().endsWith("/api/profile-views") && response.request().method() === "POST",
  );
  await theirPage.goto(`/profile/${me}`);
  expect((await viewed).ok()).toBe(true);
  await other.close();

  await page.reload();
  await expect(figures.getByRole("listitem").filter({ hasText: "TOTAL MATCHES" })).toContainText("1");
  await expect(views(figures)).toContainText("1");
  await page.getByRole("combobox", { name: "Range" }).click();
  await page.getByRole("option", { name: "Last Week" }).click();
  const week = page.getByRole("list", { name: "Your figures, Last Week" });
  await expect(week.getByRole("listitem").filter({ hasText: "TOTAL MATCHES" })).toContainText("1");
  await expect(views(week)).toContainText("1");
  // Neither of us answered anything, so the match sits in the 0–9 band.
  const scores = page.getByRole("table", { name: "Your matches by DOWN SCORE" });
  await expect(scores.getByRole("row", { name: /0–9/ }).first()).toContainText("1");
  await page.getByRole("button", { name: "Show numbers" }).click();
  await expect(scores).toBeVisible();

  await week.getByRole("link", { name: /ACTIVE CONNECTIONS/ }).click();
  await expect(page).toHaveURL(/\/messages$/);
});
