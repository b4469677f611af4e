import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { answerAdventure } from "./support/deck";
import { currentUserId, freshPhone, signInAs } from "./support/sign-in";

/** A small portrait PNG made on the spot, so the test carries no binary fixture. */
const portraitPng = () =>
  sharp({ create: { width: 120, height: 150, channels: 3, background: "#3a7bd5" } })
    .png()
    .toBuffer();

/** Knoxville: about 140 miles from the nearest demo person (they all live within 60 miles of Nashville). */
const KNOXVILLE = { lat: 35.9606, lng: -83.9207 };

test("a new person: Explore, the short profile step, one category, and results that are never empty", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, freshPhone());
  // Issue 25: a new person lands on Explore (it was /intro), and the intro stays a tap away.
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole("link", { name: "How DOWN works" })).toHaveAttribute("href", "/intro");

  await test.step("the short profile step: a photo, name, age, gender and interested in", async () => {
    const step = page.getByRole("region", { name: "Before your first results" });
    await expect(step).toBeVisible();
    await step.getByLabel("Choose photos to upload").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: await portraitPng(),
    });
    await expect(step.getByRole("img", { name: "Your photo" })).toBeVisible();
    await step.getByLabel("Name").fill("Robin");
    await step.getByLabel("Age").fill("17");
    await step.getByRole("button", { name: "Save and continue" }).click();
    // The server's rule, said by the field: 18 or older.
    await expect(step.getByText("Must be at least 18")).toBeVisible();
    await expect(step.getByText("Please choose your gender")).toBeVisible();
    await step.getByLabel("Age").fill("29");
    await step.getByText("Non-binary", { exact: true }).click();
    await expect(step.getByRole("button", { name: "Everyone" })).toHaveAttribute("aria-pressed", "true");
    await step.getByRole("button", { name: "Save and continue" }).click();
    await expect(step).toHaveCount(0);
    const id = await currentUserId(page);
    const saved = await (await page.request.get(`/api/profiles/${id}`)).json();
    expect(saved).toMatchObject({ name: "Robin", age: 29, gender: "Non-binary", interestedIn: ["Everyone"] });
    // The photo joins the profile once screened (docs/decisions/026-photo-screening.md).
    await expect
      .poll(async () => (await (await page.request.get(`/api/profiles/${id}`)).json()).photos.length, {
        timeout: 30_000,
      })
      .toBe(1);
    // Nothing is missing any more, so the banner is not there either.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Choose a Category" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Complete your profile/ })).toHaveCount(0);
  });

  await test.step("one category, then Results with people on it", async () => {
    await answerAdventure(page);
    const tutorial = page.getByRole("dialog");
    await expect(tutorial).toBeVisible();
    await tutorial.getByRole("button", { name: "Got it" }).click();
    await expect(page.getByText(/^[1-9]\d* search results found$/)).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByText("No one nearby yet")).toHaveCount(0);
    await expect(page.getByText(/showing people/)).toHaveCount(0);
  });

  await test.step("moved far from Nashville: the search widens and says so", async () => {
    const id = await currentUserId(page);
    // The route the app itself sends the device's location to.
    const moved = await page.request.put(`/api/location/${id}`, { data: KNOXVILLE });
    expect(moved.ok()).toBe(true);
    await page.reload();
    await expect(page.getByText("Nobody within 25 miles yet — showing people at any distance")).toBeVisible();
    await expect(page.getByText(/^[1-9]\d* search results found$/)).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});

test("a refused search on Results shows the same short step, and the results after it", async ({ page }) => {
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  // Straight to Results without the profile (a bookmark, or Explore's step skipped).
  await page.goto("/results");
  const tutorial = page.getByRole("dialog");
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole("button", { name: "Got it" }).click();
  const step = page.getByRole("region", { name: "Before your first results" });
  await expect(step).toBeVisible();
  await expect(page.getByText("Finish your profile")).toHaveCount(0);
  await step.getByLabel("Name").fill("Kit");
  await step.getByLabel("Age").fill("34");
  await step.getByText("Prefer not to say", { exact: true }).click();
  await step.getByRole("button", { name: "Save and continue" }).click();
  await expect(step).toHaveCount(0);
  await expect(page.getByText(/\d+ search results found/)).toBeVisible();
  // A photo is the one thing still missing, and the banner says exactly that.
  await expect(page.getByRole("link", { name: "Complete your profile: add a photo" })).toBeVisible();
});
