import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { match, newPerson } from "./support/people";
import { signInAs } from "./support/sign-in";

const DEMO_PHONE = "(615) 555-0100";

/** Warnings and errors the page says from now on: React says there what it could not hydrate (boot.tsx). */
function consoleTrouble(page: Page): string[] {
  const said: string[] = [];
  page.on("console", (message) => {
    const blockedWorker = message.text().startsWith("Service Worker registration blocked");
    if ((message.type() === "error" || message.type() === "warning") && !blockedWorker) said.push(message.text());
  });
  return said;
}

// Every navigation goes to the server here: an installed service worker answers with its cached shell instead.
test.use({ serviceWorkers: "block" });

test("a photo screen arrives painted by the server and the app hydrates it in place", async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem("splash-seen", "1");
    localStorage.setItem("hasSeenMatchesTutorial", "true");
  });
  await signInAs(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/dashboard$/);
  const said = consoleTrouble(page);

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

test("a conversation list painted for a browser far from the server's time zone hydrates without a redraw", async ({
  browser,
  baseURL,
}) => {
  const tag = randomInt(1000, 9999);
  const ann = await newPerson(browser, baseURL ?? "", `Ann ${tag}`);
  const bea = await newPerson(browser, baseURL ?? "", `Bea ${tag}`);
  await match(ann, bea);
  const sent = await ann.page.request.post("/api/messages", {
    data: { senderId: ann.id, receiverId: bea.id, content: "Dinner in Tokyo?" },
  });
  expect(sent.ok()).toBe(true);

  // Bea, signed in, on a phone in Tokyo.
  const tokyo = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    timezoneId: "Asia/Tokyo",
    serviceWorkers: "block",
    storageState: await bea.context.storageState(),
  });
  const page = await tokyo.newPage();
  await page.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  // The first page tells the server the browser's zone; the next one is painted in it.
  await page.goto("/dashboard");
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  const said = consoleTrouble(page);
  const served = await (await page.goto("/messages"))?.text();
  expect(served).toContain("data-first-paint");
  const time = page.getByRole("link", { name: new RegExp(`Ann ${tag}`) }).locator("time");
  const local = await time.evaluate((element) =>
    new Date(element.getAttribute("datetime") ?? "").toLocaleTimeString("en-US", {
      hour: "numeric",
      minute: "2-digit",
    }),
  );
  // Drawn by the server in Tokyo's time, which is the browser's: hydration finds the same text.
  expect(served).toContain(`>${local}</time>`);
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  await expect(time).toHaveText(local);
  expect(said).toEqual([]);
  await tokyo.close();
  await ann.context.close();
  await bea.context.close();
});

test("every screen the server paints is hydrated as served, the tutorials opening over them", async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  await signInAs(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/dashboard$/);
  const said = consoleTrouble(page);
  await page.goto("/results");
  const someone = await page.getByRole("article").first().getByRole("link").first().getAttribute("href");
  for (const path of ["/dashboard", "/results", "/explore", "/matches", "/messages", someone ?? "/dashboard"]) {
    const served = await (await page.goto(path))?.text();
    expect(served, path).toContain("data-first-paint");
    await expect(page.locator("#root"), path).not.toHaveAttribute("inert");
    // A first visit's tutorial opens once the browser is idle: it too must find the page as React left it.
    await page.waitForTimeout(1600);
  }
  expect(said).toEqual([]);
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
