import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { currentUserId, signInAs } from "./support/sign-in";

// A demo person with matches, so "how many matches do I have" has a real number to get right.
const DEMO_PHONE = "(615) 555-0100";

const panelOf = (page: Page) => page.getByRole("dialog", { name: "LOVE assistant" });
const openButton = (page: Page) => page.getByRole("button", { name: "Open LOVE assistant" });

async function ask(page: Page, question: string): Promise<Locator> {
  const panel = panelOf(page);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/chatbot/message") && r.ok());
  await panel.getByRole("textbox", { name: "Ask LOVE a question" }).fill(question);
  await panel.getByRole("textbox", { name: "Ask LOVE a question" }).press("Enter");
  await answered;
  // The answer is the last line of the conversation once the history has been refetched.
  const log = panel.getByRole("log", { name: "Conversation with LOVE" });
  await expect(log.getByText(question, { exact: true }).last()).toBeVisible();
  return log.getByRole("listitem").last();
}

/** The whole element lies inside the window: nothing cut off at the top, bottom or sides. */
async function expectInsideViewport(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  expect(box, what).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(viewport.height + 0.5);
}

test("LOVE sits in the bottom bar, so no part of a screen is ever under it", async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  await signInAs(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  const navBox = await nav.boundingBox();
  const loveBox = await openButton(page).boundingBox();
  expect(navBox && loveBox).toBeTruthy();
  if (!navBox || !loveBox) return;
  expect(loveBox.y).toBeGreaterThanOrEqual(navBox.y);
  expect(loveBox.y + loveBox.height).toBeLessThanOrEqual(navBox.y + navBox.height);

  // The first match card's Message button, at rest: above the bar and reachable at its centre.
  const message = page.getByRole("main").getByRole("article").first().getByText("Message", { exact: true });
  await message.scrollIntoViewIfNeeded();
  await expect(nav).not.toHaveClass(/translate-y-full/);
  const box = await message.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.y + box.height).toBeLessThanOrEqual(navBox.y);
  const hit = await message.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
  });
  expect(hit).toBe(true);
});

test("LOVE answers from two screens, knows my numbers, shows a visual guide, keeps history, and fits with the keyboard open", async ({
  page,
}) => {
  await page.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  await signInAs(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await currentUserId(page);
  // Start from an empty conversation whatever an earlier run left.
  expect((await page.request.delete(`/api/chatbot/history/${me}`)).ok()).toBe(true);

  // First screen: the dashboard. A first open greets with four suggested questions.
  await openButton(page).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/Hi, I'm LOVE!/)).toBeVisible();
  await expect(panel.getByRole("list", { name: "Suggested questions" }).getByRole("button")).toHaveCount(4);
  // Measured once the opening animation has settled.
  await expect.poll(async () => (await panel.boundingBox())?.height).toBeLessThanOrEqual(500);
  expect((await panel.boundingBox())?.width).toBeLessThanOrEqual(390);
  await expectInsideViewport(page, panel, "panel at 390x844");
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(openButton(page)).toBeFocused();

  // Second screen: Settings.
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "SETTINGS" })).toBeVisible();
  await openButton(page).click();
  await expect(panel).toBeVisible();

  const invite = await ask(page, "how do I invite someone on a date");
  await expect(invite).toContainText("romantic");
  await expect(invite).toContainText("hang");
  await expect(invite).toContainText("play");

  const matches = (await (await page.request.get(`/api/matches/${me}`)).json()) as unknown[];
  expect(matches.length, "the demo person has matches").toBeGreaterThan(0);
  const count = await ask(page, "how many matches do I have");
  await expect(count).toContainText(matches.length === 1 ? "You have 1 match" : `You have ${matches.length} matches`);

  // The invite answer carries a picture: open it.
  await panel.getByRole("button", { name: "Visual guide available" }).first().click();
  const guide = panel.getByRole("region", { name: "How to invite someone on a date" });
  await expect(guide).toBeVisible();
  await expect(guide.getByRole("listitem")).toHaveCount(4);
  await expect(guide).toContainText("Invite on a Date");
  // A question typed while the guide is open goes back to the conversation and shows with its answer, once
  // (issue 27).
  const followUp = await ask(page, "how do I block someone");
  await expect(guide).toBeHidden();
  await expect(followUp).toContainText("Block");
  const conversation = panel.getByRole("log", { name: "Conversation with LOVE" });
  await expect(conversation.getByText("how do I block someone", { exact: true })).toHaveCount(1);

  // Close and reopen: the conversation is still there.
  await panel.getByRole("button", { name: "Close LOVE assistant" }).click();
  await expect(panel).toBeHidden();
  await openButton(page).click();
  const log = panel.getByRole("log", { name: "Conversation with LOVE" });
  await expect(log.getByText("how do I invite someone on a date", { exact: true })).toBeVisible();
  await expect(log.getByText("how many matches do I have", { exact: true })).toBeVisible();
  await expect(log).toContainText(matches.length === 1 ? "You have 1 match" : `You have ${matches.length} matches`);

  // The on-screen keyboard takes about 330 px of an 844 px phone: the panel shrinks and its input stays whole.
  const input = panel.getByRole("textbox", { name: "Ask LOVE a question" });
  await input.focus();
  await page.setViewportSize({ width: 390, height: 844 - 330 });
  await expect(input).toBeFocused();
  await expectInsideViewport(page, panel, "panel with the keyboard open");
  await expectInsideViewport(page, input, "input with the keyboard open");
  await expectInsideViewport(page, panel.getByRole("button", { name: "Send" }), "send button with the keyboard open");
  await expectInsideViewport(page, panel.getByRole("button", { name: "Close LOVE assistant" }), "close button");
  await page.screenshot({ path: test.info().outputPath("assistant-keyboard.png") });
  // It still works at that size.
  const score = await ask(page, "what's my DOWN score");
  await expect(score).toContainText("Your profile DOWN score is");

  // Leaving: LOVE offers the break the app offers, and its link opens that very switch in Settings.
  await page.setViewportSize({ width: 390, height: 844 });
  const leave = await ask(page, "how do I delete my account");
  await expect(leave).toContainText("PAUSE MY ACCOUNT");
  await expect(leave).not.toContainText("APPEAR IN SEARCHES");
  await leave.getByRole("link", { name: "Pause my account" }).click();
  await expect(page).toHaveURL(/\/settings#pause$/);
  await expect(page.getByRole("switch", { name: "PAUSE MY ACCOUNT" })).toBeInViewport();
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds nothing in the open LOVE panel or its visual guide (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => {
      localStorage.setItem("theme", value);
      sessionStorage.setItem("splash-seen", "1");
    }, theme);
    await signInAs(page, DEMO_PHONE);
    await expect(page).toHaveURL(/\/dashboard$/);
    const me = await currentUserId(page);
    expect((await page.request.delete(`/api/chatbot/history/${me}`)).ok()).toBe(true);
    await openButton(page).click();
    const panel = panelOf(page);
    await ask(page, "how do I block someone");
    const check = async (where: string) => {
      const { violations } = await new AxeBuilder({ page })
        .include("#love-panel")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(summary, `axe violations in ${where} (${theme})`).toEqual([]);
    };
    await check("the conversation");
    await panel.getByRole("button", { name: "Visual guide available" }).last().click();
    await expect(panel.getByRole("region", { name: "How to block or report someone" })).toBeVisible();
    await check("the visual guide");
  });
}
