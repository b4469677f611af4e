import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { currentUserId, signInAs } from "./support/sign-in";

// A demo person with matches, answers and photos, so every screen is checked with real data on it.
const DEMO_PHONE = "(615) 555-0100";
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every route of docs/product.md#routes that a signed-in person can open; {id} is one of their matches. */
const routes = (id: string) => [
  "/intro",
  "/dashboard",
  "/recently-viewed",
  "/explore",
  "/questions/adventure",
  "/results",
  "/messages",
  `/messages/${id}`,
  "/profile",
  "/profile/personal",
  "/profile/public",
  `/profile/${id}`,
  "/matches",
  `/all-matches/${id}`,
  "/notifications",
  "/my-dates",
  "/insights",
  "/reviews",
  "/gallery",
  "/settings",
  "/terms",
  "/privacy",
  "/feedback",
  "/contact",
  "/delete",
  "/no-such-page",
];

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  // Skeletons and code-loading fallbacks mark themselves busy; check what replaces them.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing on the login screen (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem("theme", value);
      sessionStorage.setItem("splash-seen", "1");
    }, theme);
    await page.goto("/login");
    await settle(page);
    await expectNoViolations(page, `/login (${theme})`);
  });

  // Six routes a test, so one slow screen on a busy machine cannot run a whole theme out of time.
  const chunks = Array.from({ length: Math.ceil(routes("{id}").length / 6) }, (_, i) => i);
  for (const chunk of chunks) {
    test(`axe finds nothing on signed-in routes, part ${chunk + 1} of ${chunks.length} (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.addInitScript((value) => {
        localStorage.setItem("theme", value);
        sessionStorage.setItem("splash-seen", "1");
      }, theme);
      await signInAs(page, DEMO_PHONE);
      await expect(page).toHaveURL(/\/dashboard$/);
      const me = await currentUserId(page);
      const matches = (await (await page.request.get(`/api/matches/${me}`)).json()) as Array<{
        fromUserId: string;
        toUserId: string;
      }>;
      const first = matches[0];
      expect(first, "the demo person has a match").toBeDefined();
      const other = first?.fromUserId === me ? first.toUserId : (first?.fromUserId ?? "");
      for (const route of routes(other).slice(chunk * 6, chunk * 6 + 6)) {
        await page.goto(route);
        await settle(page);
        await expectNoViolations(page, `${route} (${theme})`);
      }
    });
  }
}
