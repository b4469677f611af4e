import { expect, test } from "@playwright/test";
import { signInAs } from "./support/sign-in";

const DEMO_PHONE = "(615) 555-0100";

// Every navigation goes to the server here: an installed service worker answers with its cached shell instead.
test.use({ serviceWorkers: "block" });

test("a photo screen arrives painted by the server and the app hydrates it in place", async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem("splash-seen", "1");
    localStorage.setItem("hasSeenMatchesTutorial", "true");
  });
  await signInAs(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Anything React could not hydrate as the server rendered it is said on the console (boot.tsx).
  const said: string[] = [];
  page.on("console", (message) => {
    const blockedWorker = message.text().startsWith("Service Worker registration blocked");
    if ((message.type() === "error" || message.type() === "warning") && !blockedWorker) said.push(message.text());
  });

  // Hold the app's code back, so the server's paint can be looked at on its own.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/matches", { waitUntil: "domcontentloaded" });
  const root = page.locator("#root");
  const served = root.locator("article").first();
  await expect(served).toBeVisible();
  const name = await served.getAttribute("aria-label");
  expect(name).toBeTruthy();
  const servedPhoto = await served.locator("img").first().boundingBox();
  expect(servedPhoto?.width).toBeGreaterThan(300);
  // Until the app has it, the painted screen takes no taps.
  await expect(root).toHaveAttribute("inert", "");
  await page.evaluate(() => {
    (window as { servedPhoto?: Element | null }).servedPhoto = document.querySelector("#root article img");
  });

  release();
  await expect(root).not.toHaveAttribute("inert");
  await expect(root).not.toHaveAttribute("data-first-paint");
  const drawn = page.getByRole("article", { name: name ?? "" }).first();
  await expect(drawn).toBeVisible();
  // Hydrated, not drawn again: the very element the server sent is the app's, in the same place.
  expect(
    await page.evaluate(
      () => (window as { servedPhoto?: Element | null }).servedPhoto === document.querySelector("#root article img"),
    ),
  ).toBe(true);
  expect(await drawn.locator("img").first().boundingBox()).toEqual(servedPhoto);
  expect(said).toEqual([]);

  // And it is the working app: the card leads to the person's profile.
  await drawn.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
});

test("a screen the server does not paint starts the app at once when the tab has seen the splash", async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  await signInAs(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A reload of Settings: no splash and no server paint, so nothing would ever report a paint to wait for.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "SETTINGS" })).toBeVisible();
  const bootStart = await page.evaluate(
    () =>
      performance.getEntriesByType("resource").find((entry) => /\/assets\/boot-[^/]+\.js$/.test(entry.name))?.startTime,
  );
  // The entry's wait for a paint gives up after 2 s; this page must not have waited for it.
  expect(bootStart).toBeLessThan(1500);
});
