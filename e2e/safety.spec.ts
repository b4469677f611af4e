import { randomInt } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { finishProfile, freshPhone, signInAs } from "./support/sign-in";

interface Person {
  page: Page;
  id: string;
  name: string;
  phone: string;
}

/** The moderator: a demo person whose number playwright.config.ts lists in MODERATOR_PHONES. */
const MODERATOR_PHONE = "(615) 555-0199";
/** Everyone in this journey lives in Anchorage with a 5-mile radius, away from the demo people. */
const HERE = { lat: 61.2181 + randomInt(0, 1000) / 100_000, lng: -149.9003 };
const SHARED_QUESTION = "adventure-skydiving";

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** Signs a new person up in their own browser, with a finished profile, in Anchorage, sharing one answer. */
async function newPerson(browser: Browser, name: string): Promise<Person> {
  const page = await newPage(browser);
  const phone = freshPhone();
  await signInAs(page, phone);
  await expect(page).toHaveURL(/\/explore$/);
  const id = await finishProfile(page, name, { gender: "Female", interestedIn: ["Everyone"] });
  expect((await page.request.put(`/api/location/${id}`, { data: HERE })).ok()).toBe(true);
  expect((await page.request.put(`/api/preferences/${id}`, { data: { distanceRadius: 5 } })).ok()).toBe(true);
  const answered = await page.request.post("/api/analytics/track-response", {
    data: { userId: id, categoryId: "adventure", questionId: SHARED_QUESTION, response: "D" },
  });
  expect(answered.ok()).toBe(true);
  return { page, id, name, phone };
}

/** Results; the first visit's tutorial is dismissed. */
async function openResults(page: Page, { tutorial = false } = {}) {
  await page.goto("/results");
  if (tutorial) await page.getByRole("dialog").getByRole("button", { name: "Got it" }).click();
  await expect(page.getByText(/\d+ search results found/)).toBeVisible();
}

async function match(a: Person, b: Person) {
  await a.page.request.post("/api/match-requests", { data: { fromUserId: a.id, toUserId: b.id } });
  const res = await b.page.request.post("/api/match-requests", { data: { fromUserId: b.id, toUserId: a.id } });
  expect(((await res.json()) as { mutual: boolean }).mutual).toBe(true);
}

test("profiles, views, favourites, unmatch, block and a moderator's ban", async ({ browser }) => {
  test.setTimeout(180_000);
  const tag = randomInt(100_000, 999_999);
  const a = await newPerson(browser, `Ann ${tag}`);
  const b = await newPerson(browser, `Bea ${tag}`);
  const c = await newPerson(browser, `Cal ${tag}`);

  await test.step("A opens B's profile from results: Recently viewed, dashboard, B's notification and bell", async () => {
    await openResults(a.page, { tutorial: true });
    await a.page
      .getByRole("article", { name: b.name })
      .getByRole("link", { name: new RegExp(b.name) })
      .click();
    await expect(a.page).toHaveURL(new RegExp(`/profile/${b.id}$`));
    await expect(a.page.getByText(`${b.name}, 30`)).toBeVisible();

    await a.page.goto("/recently-viewed");
    await expect(a.page.getByRole("article", { name: b.name })).toBeVisible();
    await a.page.goto("/dashboard");
    const recent = a.page.getByRole("region", { name: "RECENTLY VIEWED" });
    await expect(recent.getByRole("article", { name: b.name })).toBeVisible();

    await b.page.goto("/dashboard");
    await expect(b.page.getByRole("link", { name: "Notifications, unread" })).toBeVisible();
    await b.page.goto("/notifications");
    await expect(b.page.getByText(/viewed your profile/).first()).toBeVisible();
  });

  await test.step("A favourites B, reloads, and B is still a favourite", async () => {
    await a.page.goto("/recently-viewed");
    const heart = a.page.getByRole("button", { name: `Favourite ${b.name}` });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await a.page.reload();
    await expect(a.page.getByRole("button", { name: `Favourite ${b.name}` })).toHaveAttribute("aria-pressed", "true");
  });

  await test.step("A unmatches B after the confirmation: B is gone from /matches for both", async () => {
    await match(a, b);
    await a.page.goto(`/profile/${b.id}`);
    await a.page.getByRole("button", { name: "Unmatch" }).click();
    const dialog = a.page.getByRole("dialog");
    await expect(dialog.getByText(`Unmatch ${b.name}?`)).toBeVisible();
    await dialog.getByRole("button", { name: "Unmatch" }).click();
    await expect(a.page).toHaveURL(/\/matches$/);
    await expect(a.page.locator("[data-sonner-toast]").getByText("Unmatched", { exact: true })).toBeVisible();
    await a.page.getByRole("dialog").getByRole("button", { name: "Got it" }).click();
    await expect(a.page.getByRole("article", { name: new RegExp(`^${b.name}`) })).toHaveCount(0);
    await b.page.goto("/matches");
    await b.page.getByRole("dialog").getByRole("button", { name: "Got it" }).click();
    await expect(b.page.getByRole("article", { name: new RegExp(`^${a.name}`) })).toHaveCount(0);
  });

  await test.step("A blocks C: C vanishes from A's results and gets 404 on A's profile", async () => {
    await openResults(a.page);
    await expect(a.page.getByRole("article", { name: c.name })).toBeVisible();
    await a.page.goto(`/profile/${c.id}`);
    await a.page.getByRole("button", { name: `More options for ${c.name}` }).click();
    await a.page.getByRole("menuitem", { name: "Block" }).click();
    await a.page.getByRole("dialog").getByRole("button", { name: "Block" }).click();
    await expect(a.page.locator("[data-sonner-toast]").getByText(`${c.name} is blocked`)).toBeVisible();
    await openResults(a.page);
    await expect(a.page.getByRole("article", { name: b.name })).toBeVisible();
    await expect(a.page.getByRole("article", { name: c.name })).toHaveCount(0);
    expect((await c.page.request.get(`/api/public-profiles/${a.id}`)).status()).toBe(404);
    await c.page.goto(`/profile/${a.id}`);
    await expect(c.page.getByText("This profile isn't available")).toBeVisible();
  });

  await test.step("a moderator bans C: C is signed out and the next sign-in is refused", async () => {
    const reported = await b.page.request.post("/api/reports", {
      data: { reportedUserId: c.id, reason: "harassment", details: `Rude messages ${tag}` },
    });
    expect(reported.status()).toBe(201);

    const mod = await newPage(browser);
    await signInAs(mod, MODERATOR_PHONE);
    await expect(mod).toHaveURL(/\/dashboard$/);
    await mod.goto("/profile");
    await mod.getByRole("link", { name: "Moderation" }).click();
    await expect(mod).toHaveURL(/\/moderation$/);
    const card = mod.getByRole("article", { name: new RegExp(`^${c.name}`) });
    for (let tries = 0; tries < 10 && !(await card.isVisible()); tries++) {
      const more = mod.getByRole("button", { name: "Show more" });
      if (!(await more.isVisible())) break;
      await more.click();
    }
    await expect(card.getByText(`Rude messages ${tag}`)).toBeVisible();
    await card.getByRole("button", { name: "Ban" }).click();
    await mod.getByRole("dialog").getByRole("button", { name: "Ban" }).click();
    await expect(mod.locator("[data-sonner-toast]").getByText("Banned", { exact: true })).toBeVisible();
    await expect(card).toHaveCount(0);

    await c.page.goto("/dashboard");
    await expect(c.page).toHaveURL(/\/login$/);
    await c.page.getByLabel("Phone number").fill(c.phone);
    await c.page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(c.page.getByRole("alert").filter({ hasText: "banned" })).toContainText(
      "This phone number has been banned from DOWN",
    );
    await expect(c.page).toHaveURL(/\/login$/);
  });
});
