import { randomInt } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { currentUserId, freshPhone, signInAs } from "./support/sign-in";

interface Person {
  page: Page;
  id: string;
  name: string;
}

/** A new person in their own browser context, with a unique name so their card is easy to find. */
async function newPerson(browser: Browser, baseURL: string, name: string, gender: string): Promise<Person> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  const id = await currentUserId(page);
  // Demo people near Nashville answered Adventure too; "Everyone" on both sides keeps the pair visible.
  const patched = await page.request.patch(`/api/profiles/${id}`, {
    data: { name, age: 30, gender, interestedIn: ["Everyone"] },
  });
  expect(patched.ok()).toBe(true);
  return { page, id, name };
}

/** Drags the top card up past the threshold with a real pointer, which answers D. */
async function swipeUp(page: Page) {
  const box = await page.getByTestId("swipe-card").boundingBox();
  if (!box) throw new Error("no card to swipe");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(x + step, y - step * 16);
  await page.mouse.up();
}

async function answerAdventureAllDone(page: Page) {
  await page.goto("/questions/adventure");
  await expect(page.getByRole("heading", { name: "ADVENTURE" })).toBeVisible();
  await expect(page.getByText("Question 1 of 20")).toBeVisible();
  await swipeUp(page);
  await expect(page.getByText("Question 2 of 20")).toBeVisible();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText("Question 3 of 20")).toBeVisible();
  for (let n = 3; n <= 20; n++) {
    await page.getByRole("button", { name: /Done this/ }).click();
    if (n < 20) await expect(page.getByText(`Question ${n + 1} of 20`)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/results\?category=adventure$/);
}

/** Opens best-match results, dismisses the first-visit tutorial and scrolls until `name`'s card shows. */
async function findOnResults(page: Page, name: string, { tutorial = true } = {}) {
  await page.goto("/results?category=adventure&sort=best");
  if (tutorial) {
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Got it" }).click();
  }
  await expect(page.getByText(/\d+ search results found/)).toBeVisible();
  const card = page.getByRole("article", { name });
  for (let tries = 0; tries < 15 && !(await card.isVisible()); tries++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  await expect(card).toBeVisible();
  return card;
}

test("two people answer Adventure alike, find each other, match, and see each other in Matches", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = randomInt(100_000, 999_999);
  const ada = await newPerson(browser, baseURL ?? "", `Ada ${tag}`, "Female");
  const bo = await newPerson(browser, baseURL ?? "", `Bo ${tag}`, "Male");

  await answerAdventureAllDone(ada.page);
  await answerAdventureAllDone(bo.page);

  const boCard = await findOnResults(ada.page, bo.name);
  await expect(boCard.getByText("DOWN SCORE")).toBeVisible();
  await expect(boCard.getByText("100%", { exact: true })).toBeVisible();
  await expect(boCard.getByText("You both matched on:")).toBeVisible();
  await boCard.getByRole("button", { name: "Send Match Request" }).click();
  await expect(ada.page.locator("[data-sonner-toast]").getByText("Match Request Sent")).toBeVisible();
  // The request is remembered: after a reload the card still says so.
  const boCardAgain = await findOnResults(ada.page, bo.name, { tutorial: false });
  await expect(boCardAgain.getByRole("button", { name: "Match Request Sent" })).toBeDisabled();

  // Ada asked first: her card says so, and Bo's answer is a Match Back (issue 25, item 2).
  const adaCard = await findOnResults(bo.page, ada.name);
  await expect(adaCard.getByText("100%", { exact: true })).toBeVisible();
  await expect(adaCard.getByText("Likes you", { exact: true })).toBeVisible();
  await adaCard.getByRole("button", { name: "Match Back" }).click();
  // The match moment waits for Bo (docs/decisions/027), and Ada's open app shows it too.
  const moment = (page: Page) => page.getByRole("dialog", { name: "It's a Match!" });
  await expect(moment(bo.page)).toBeVisible();
  await expect(moment(ada.page)).toBeVisible();
  await moment(ada.page).getByRole("button", { name: "Keep browsing" }).click();
  await moment(bo.page).getByRole("button", { name: "Keep browsing" }).click();
  await bo.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Matches" }).click();
  await expect(bo.page).toHaveURL(/\/matches$/);

  const seen = (person: Person) => new RegExp(`^${person.name}`);
  await bo.page.getByRole("dialog").getByRole("button", { name: "Got it" }).click();
  await expect(bo.page.getByRole("article", { name: seen(ada) })).toBeVisible();

  await ada.page.goto("/matches");
  await ada.page.getByRole("dialog").getByRole("button", { name: "Got it" }).click();
  const boMatch = ada.page.getByRole("article", { name: seen(bo) });
  await expect(boMatch).toBeVisible();
  await expect(boMatch.getByText("Matched", { exact: true })).toBeVisible();
  await expect(boMatch.getByRole("link", { name: "Message" })).toHaveAttribute("href", `/messages/${bo.id}`);
  await expect(boMatch.getByText("100%", { exact: true })).toBeVisible();

  // '+18 more matches' opens every shared answer, grouped under the spec's labels.
  await boMatch.getByRole("link", { name: "+18 more matches" }).click();
  await expect(ada.page).toHaveURL(new RegExp(`/all-matches/${bo.id}$`));
  await expect(ada.page.getByRole("heading", { name: "ALL MATCHES" })).toBeVisible();
  await expect(ada.page.getByText("Both done this")).toBeVisible();
  await expect(ada.page.getByText("Skydiving", { exact: true })).toBeVisible();

  // The dashboard shows the newest matches as cards too.
  await ada.page.goto("/dashboard");
  await expect(ada.page.getByRole("article", { name: seen(bo) })).toBeVisible();
});
