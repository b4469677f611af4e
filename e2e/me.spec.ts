import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { currentUserId, freshPhone, signInAs } from "./support/sign-in";

/**
 * Far from the Nashville demo people, so within their 5 miles the two of them are each other's only results
 * (the search then widens to show people farther away, nearest first: docs/decisions/024).
 */
const FAR_AWAY = { lat: 64.1466, lng: -21.9426, label: "Reykjavik" };
const QUESTION = { categoryId: "food", questionId: "food-eating-insects" };

interface Person {
  page: Page;
  id: string;
  name: string;
}

async function newContextPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

async function newPerson(browser: Browser, baseURL: string, name: string, place = FAR_AWAY): Promise<Person> {
  const page = await newContextPage(browser, baseURL);
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  const id = await currentUserId(page);
  expect(
    (await page.request.patch(`/api/profiles/${id}`, { data: { name, age: 31, interestedIn: ["Everyone"] } })).ok(),
  ).toBe(true);
  const placed = await page.request.put(`/api/preferences/${id}`, {
    data: {
      useDeviceLocation: false,
      manualLocationLat: place.lat,
      manualLocationLng: place.lng,
      manualLocationLabel: place.label,
      distanceRadius: 5,
    },
  });
  expect(placed.ok()).toBe(true);
  const answered = await page.request.post("/api/analytics/track-response", {
    data: { userId: id, ...QUESTION, response: "D" },
  });
  expect(answered.ok()).toBe(true);
  return { page, id, name };
}

async function resultsOf(page: Page, { tutorial = false } = {}) {
  await page.goto("/results");
  if (tutorial) await page.getByRole("dialog").getByRole("button", { name: "Got it" }).click();
}

test("pause hides a person from another's results until they resume; the export holds one's own answer", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36).slice(-4);
  const pia = await newPerson(browser, baseURL!, `Pia ${suffix}`);
  const finn = await newPerson(browser, baseURL!, `Finn ${suffix}`);

  await resultsOf(finn.page, { tutorial: true });
  const piaCard = finn.page.getByRole("article", { name: pia.name });
  await expect(piaCard).toBeVisible();

  // Pia takes a break: from Delete Account's 'Go to Settings' to the switch.
  await pia.page.goto("/delete");
  await pia.page.getByRole("link", { name: "Go to Settings" }).click();
  await expect(pia.page).toHaveURL(/\/settings#pause$/);
  const pause = pia.page.getByRole("switch", { name: "PAUSE MY ACCOUNT" });
  await expect(pause).not.toBeChecked();
  let saved = pia.page.waitForResponse((r) => r.request().method() === "PATCH" && r.ok());
  await pause.click();
  await saved;
  await expect(pause).toBeChecked();
  await expect(pia.page.getByText(/Paused: you are hidden from searches/)).toBeVisible();

  await resultsOf(finn.page);
  await expect(finn.page.getByText(/\d+ search results found/)).toBeVisible();
  await expect(piaCard).toHaveCount(0);

  // Back again: the switch survives a reload, and turning it off restores her.
  await pia.page.reload();
  await expect(pause).toBeChecked();
  saved = pia.page.waitForResponse((r) => r.request().method() === "PATCH" && r.ok());
  await pause.click();
  await saved;
  await resultsOf(finn.page);
  await expect(piaCard).toBeVisible();

  // Download my data: a JSON file through a short-lived link, holding her own answer.
  const download = pia.page.waitForEvent("download");
  await pia.page.getByRole("button", { name: "Download my data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^down-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(data.userId).toBe(pia.id);
  expect(data.user_responses).toEqual([expect.objectContaining({ questionId: QUESTION.questionId, response: "D" })]);
  expect(data.profiles[0].name).toBe(pia.name);
  await expect(pia.page.getByText("Your download has started. The link works for 15 minutes.")).toBeVisible();

  // The screens in both themes, for a look.
  const verification = pia.page.getByRole("region", { name: "Photo verification" });
  for (const theme of ["light", "dark"] as const) {
    await pia.page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await pia.page.goto("/settings");
    await pia.page.getByRole("heading", { name: "WHO I WANT TO SEE" }).evaluate((el) => el.scrollIntoView());
    await expect(pia.page.getByText("Age range: 18–100")).toBeVisible();
    await pia.page.screenshot({ path: `/tmp/me-settings-${theme}.png` });
    await pia.page.goto("/profile/personal");
    await expect(verification.getByText("NOT VERIFIED")).toBeVisible();
    await verification.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await pia.page.screenshot({ path: `/tmp/me-verification-${theme}.png` });
  }
});

/** A 2x2 PNG: enough for the photo pipeline to decode. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMwTpsJRAwQCgAf7gTJ/qZDUgAAAABJRU5ErkJggg==",
  "base64",
);

test("a selfie copying the pose goes to a moderator; approval puts a Verified badge on the card", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const place = { lat: -54.8019, lng: -68.303, label: "Ushuaia" };
  const suffix = Date.now().toString(36).slice(-4);
  const vera = await newPerson(browser, baseURL!, `Vera ${suffix}`, place);
  const omar = await newPerson(browser, baseURL!, `Omar ${suffix}`, place);

  await vera.page.goto("/profile/personal");
  const card = vera.page.getByRole("region", { name: "Photo verification" });
  await expect(card.getByText("NOT VERIFIED")).toBeVisible();
  await expect(card.getByTestId("pose-instruction")).not.toBeEmpty();
  await card.getByLabel("Selfie").setInputFiles({ name: "selfie.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(card.getByText("IN REVIEW")).toBeVisible();

  await resultsOf(omar.page, { tutorial: true });
  const veraCard = omar.page.getByRole("article", { name: vera.name });
  await expect(veraCard).toBeVisible();
  await expect(veraCard.getByRole("img", { name: "Verified" })).toHaveCount(0);

  const moderator = await newContextPage(browser, baseURL!);
  await signInAs(moderator, "(629) 300-0042");
  await expect(moderator).toHaveURL(/\/explore$/);
  await moderator.goto("/verification-review");
  const item = moderator.getByRole("heading", { name: vera.name }).locator("..");
  await expect(item.getByRole("img", { name: "Selfie sent for verification" })).toBeVisible();
  await moderator.screenshot({ path: "/tmp/me-review-light.png" });
  await item.getByRole("button", { name: "Approve" }).click();
  await expect(moderator.getByRole("heading", { name: vera.name })).toHaveCount(0);

  await vera.page.reload();
  await expect(card.getByText("VERIFIED", { exact: true })).toBeVisible();
  await resultsOf(omar.page);
  await expect(veraCard.getByRole("img", { name: "Verified" })).toBeVisible();
});
