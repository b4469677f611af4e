import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { match, newPerson, phoneContext } from "./support/people";
import { signInAs } from "./support/sign-in";

/** The moderator: a demo person whose number playwright.config.ts lists in MODERATOR_PHONES. */
const MODERATOR_PHONE = "(615) 555-0199";
/** Screens of both themes, for a look (copied into docs/screens by hand, never by the test). */
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

async function openChat(page: Page, otherId: string, theme: "light" | "dark") {
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
  await page.goto(`/messages/${otherId}`);
  await expect(page.getByLabel("Message", { exact: true })).toBeVisible();
}

// docs/product.md, "Message check": two real new people who match; a flagged line asks its sender "Are you
// sure?" before anything is sent, its receiver sees "Does this bother you?", and one tap files a report with
// the message, which a moderator then reads.
test("a flagged message: Are you sure? for the sender, Does this bother you? and one-tap Report for the receiver", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const tag = randomInt(100_000, 999_999);
  const ann = await newPerson(browser, baseURL ?? "", `Ann ${tag}`, { gender: "Female" });
  const bea = await newPerson(browser, baseURL ?? "", `Bea ${tag}`, { gender: "Female" });
  await match(ann, bea);
  const flaggedLine = `answer me you dumb b1tch ${tag}`;

  await test.step("Ann sees Are you sure? with the flagged words; Edit gives the line back unsent", async () => {
    await openChat(ann.page, bea.id, "light");
    const input = ann.page.getByLabel("Message", { exact: true });
    await input.fill(flaggedLine);
    await input.press("Enter");
    const dialog = ann.page.getByRole("dialog", { name: "Are you sure?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("list", { name: "Flagged words" })).toContainText("dumb b1tch");
    await expect(dialog.getByRole("button", { name: "Edit" })).toBeFocused();
    await shot(ann.page, "are-you-sure");
    await dialog.getByRole("button", { name: "Edit" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(input).toHaveValue(flaggedLine);
    // Nothing was stored: Bea's side of the conversation is empty.
    const history = await bea.page.request.get(`/api/conversations/${bea.id}/${ann.id}`);
    expect(((await history.json()) as { items: unknown[] }).items).toEqual([]);
  });

  await test.step("in the dark theme too; Send anyway sends it", async () => {
    await openChat(ann.page, bea.id, "dark");
    const input = ann.page.getByLabel("Message", { exact: true });
    await input.fill(flaggedLine);
    await input.press("Enter");
    const dialog = ann.page.getByRole("dialog", { name: "Are you sure?" });
    await expect(dialog).toBeVisible();
    await shot(ann.page, "are-you-sure-dark");
    await dialog.getByRole("button", { name: "Send anyway" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(ann.page.getByTestId("receipt")).toBeVisible();
    await expect(ann.page.getByText(flaggedLine)).toBeVisible();
    // The sender never sees the receiver's prompt.
    await expect(ann.page.getByRole("note")).toHaveCount(0);
  });

  await test.step("Bea sees Does this bother you? under it, in both themes", async () => {
    await bea.page.goto("/explore");
    for (const theme of ["dark", "light"] as const) {
      await openChat(bea.page, ann.id, theme);
      await expect(bea.page.getByText(flaggedLine)).toBeVisible();
      await expect(bea.page.getByRole("note", { name: "Does this bother you?" })).toBeVisible();
      await shot(bea.page, theme === "dark" ? "does-this-bother-you-dark" : "does-this-bother-you");
    }
  });

  await test.step("one tap on Report files a report with the message, and leaves the chat", async () => {
    await bea.page.getByRole("note", { name: "Does this bother you?" }).getByRole("button", { name: "Report" }).click();
    await expect(bea.page).toHaveURL(/\/messages$/);
    await expect(bea.page.locator("[data-sonner-toast]").getByText("Reported", { exact: true })).toBeVisible();

    const context = await phoneContext(browser, baseURL ?? "");
    const mod = await context.newPage();
    await signInAs(mod, MODERATOR_PHONE);
    await mod.goto("/moderation");
    const card = mod.getByRole("article", { name: new RegExp(`^${ann.name}`) });
    for (let tries = 0; tries < 10 && !(await card.isVisible()); tries++) {
      const more = mod.getByRole("button", { name: "Show more" });
      if (!(await more.isVisible())) break;
      await more.click();
    }
    await expect(card.getByText("Harassment")).toBeVisible();
    await expect(card.getByText(flaggedLine)).toBeVisible();
    await context.close();
  });

  await ann.context.close();
  await bea.context.close();
});

// docs/product.md, "Message check": an early ask to move off DOWN is sent as written, and its receiver gets a
// short safety tip with Report.
test("an early ask to move to another app shows its receiver a safety tip", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const tag = randomInt(100_000, 999_999);
  const cy = await newPerson(browser, baseURL ?? "", `Cy ${tag}`, { gender: "Female" });
  const di = await newPerson(browser, baseURL ?? "", `Di ${tag}`, { gender: "Female" });
  await match(cy, di);
  const ask = `i'm rarely on here, add me on telegram @cy${tag}`;

  await openChat(cy.page, di.id, "light");
  const input = cy.page.getByLabel("Message", { exact: true });
  await input.fill(ask);
  await input.press("Enter");
  // No "Are you sure?" for the sender: the tip is for the one being asked.
  await expect(cy.page.getByText(ask)).toBeVisible();
  await expect(cy.page.getByRole("dialog")).toHaveCount(0);
  await expect(cy.page.getByRole("note")).toHaveCount(0);

  for (const theme of ["light", "dark"] as const) {
    await openChat(di.page, cy.id, theme);
    const tip = di.page.getByRole("note", { name: "Safety tip" });
    await expect(tip).toContainText("never send money, gift cards or crypto");
    await expect(tip.getByRole("button", { name: "Report" })).toBeVisible();
    await shot(di.page, theme === "dark" ? "scam-tip-dark" : "scam-tip");
  }
  await cy.context.close();
  await di.context.close();
});
