import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { newPerson } from "./support/people";
import { signInAs } from "./support/sign-in";

/**
 * Photo screening (docs/decisions/026-photo-screening.md). The journeys' server screens with the fake rule
 * (playwright.config.ts PHOTO_SCREENER=fake): a photo whose top-left corner is magenta scores over the
 * threshold. The real model has its own test (apps/server/src/adapters/photo-screener.test.ts).
 */
const MODERATOR_PHONE = "(615) 555-0199";

/** With E2E_SCREENS=1 the journey also refreshes its screens in docs/screens, light and dark. */
async function shoot(page: Page, name: string) {
  if (!process.env.E2E_SCREENS) return;
  for (const dark of [false, true]) {
    // The app's theme is a class on <html> (apps/web/src/lib/theme/theme.ts).
    await page.evaluate((on) => document.documentElement.classList.toggle("dark", on), dark);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `docs/screens/${name}${dark ? "-dark" : ""}.png` });
  }
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}
const flaggedPng = () =>
  sharp({ create: { width: 120, height: 150, channels: 3, background: "#ff00ff" } })
    .png()
    .toBuffer();

test("a photo over the threshold is Under review for its owner and invisible to others until a moderator approves", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = randomInt(100_000, 999_999);
  const owner = await newPerson(browser, baseURL ?? "", `Noor ${tag}`);
  const viewer = await newPerson(browser, baseURL ?? "", `Vic ${tag}`);
  const photosSeenByViewer = async () => {
    const res = await viewer.page.request.get(`/api/public-profiles/${owner.id}`);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { photos: string[] }).photos;
  };

  await test.step("the owner uploads it on Edit Profile and sees it Under review", async () => {
    await owner.page.goto("/profile/personal");
    await owner.page.getByLabel("Choose photos to upload").setInputFiles({
      name: "beach.png",
      mimeType: "image/png",
      buffer: await flaggedPng(),
    });
    const waiting = owner.page.getByRole("region", { name: "Photos waiting for our photo check" });
    await expect(waiting.getByText("Under review")).toBeVisible();
    await expect(waiting.getByText(/only you can see it/)).toBeVisible();
    await expect(owner.page.getByRole("list", { name: "Your photos" })).toHaveCount(0);
    await waiting.scrollIntoViewIfNeeded();
    await shoot(owner.page, "photo-under-review");
  });

  await test.step("nobody else sees it", async () => {
    expect(await photosSeenByViewer()).toEqual([]);
  });

  await test.step("a moderator finds it in Photos to review and approves it", async () => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const mod = await context.newPage();
    await signInAs(mod, MODERATOR_PHONE);
    await expect(mod).toHaveURL(/\/dashboard$/);
    await mod.goto("/moderation");
    const card = mod.getByRole("article", { name: `Photo of Noor ${tag}` });
    await expect(card).toBeVisible();
    await shoot(mod, "moderation-photos");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(mod.locator("[data-sonner-toast]").getByText("Photo approved", { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);
    await context.close();
  });

  await test.step("now it is on the owner's profile, and others see it", async () => {
    await owner.page.reload();
    await expect(owner.page.getByRole("list", { name: "Your photos" }).getByRole("img")).toHaveCount(1);
    await expect(owner.page.getByRole("region", { name: "Photos waiting for our photo check" })).toHaveCount(0);
    expect(await photosSeenByViewer()).toHaveLength(1);
  });
});
