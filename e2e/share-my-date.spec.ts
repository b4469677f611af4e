import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { match, newPerson } from "./support/people";

const pad = (n: number) => String(n).padStart(2, "0");
/** A datetime-local value in this machine's zone, which is also the browser's. */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

test("A shares a date: a signed-out browser sees only what is listed; an unanswered check-in texts the contact; Stop sharing makes the link 404", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = randomInt(100_000, 999_999);
  const a = await newPerson(browser, baseURL ?? "", `Ada Sharer${tag}`);
  const b = await newPerson(browser, baseURL ?? "", `Bo Match${tag}`);
  await match(a, b);
  // The invite journey itself is dates.spec.ts: here A invites and B accepts through the API.
  const sent = await a.page.request.post("/api/invites", {
    data: {
      senderId: a.id,
      receiverId: b.id,
      dateType: "hang",
      proposedDateTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      proposedLocation: "Frothy Monkey, 12 South",
    },
  });
  expect(sent.ok()).toBe(true);
  const accepted = await b.page.request.patch(`/api/invites/${(await sent.json()).id}`, {
    data: { status: "accepted" },
  });
  expect(accepted.ok()).toBe(true);

  // A shares the date from My Dates.
  await a.page.goto("/my-dates");
  const card = a.page.getByRole("article", { name: `${b.name}, hang` });
  await card.getByRole("button", { name: "Share" }).click();
  const sheet = a.page.getByRole("dialog", { name: "Share My Date" });
  await expect(sheet.getByText("Nothing else.", { exact: false })).toBeVisible();
  await sheet.getByRole("button", { name: "Create link" }).click();
  const link = await sheet.getByLabel("Your link").inputValue();
  expect(link).toMatch(/\/shared-date\/[A-Za-z0-9_-]{43}$/);
  const path = new URL(link).pathname;

  // A signed-out browser opens it: the place, the time, Bo's first name and age, A's first name; nothing more.
  const friend = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const friendPage = await friend.newPage();
  const opened = await friendPage.goto(path);
  expect(opened?.status()).toBe(200);
  await expect(friendPage.getByRole("heading", { name: "Ada shared their date with you" })).toBeVisible();
  await expect(friendPage.getByText("Frothy Monkey, 12 South")).toBeVisible();
  await expect(friendPage.getByText("Bo, 30")).toBeVisible();
  const html = await friendPage.content();
  for (const never of [`Sharer${tag}`, `Match${tag}`, a.id, b.id, "+1615", "555-"]) expect(html).not.toContain(never);
  await expect(friendPage.locator("a")).toHaveCount(0);
  await expect(friendPage.locator("script")).toHaveCount(0);

  // The check-in: a contact and a time (now); DOWN asks "Are you OK?", A does not answer, the contact is texted.
  await sheet.getByLabel("Trusted contact's phone").fill("(615) 555-0142");
  await sheet.getByLabel("Ask me at").fill(localInput(new Date()));
  await sheet.getByRole("button", { name: "Set check-in" }).click();
  await expect(sheet.getByText("we text (615) 555-0142 your link")).toBeVisible();
  await a.page.keyboard.press("Escape");
  await expect(card.getByText("Are you OK?")).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole("button", { name: "I'm OK" })).toBeVisible();
  await expect(card.getByText("We texted your trusted contact at (615) 555-0142")).toBeVisible({ timeout: 30_000 });
  const text = (await card.locator("p", { hasText: "Development text" }).textContent()) ?? "";
  expect(text).toContain("Ada asked us to text you");
  const contactPath = new URL(/(http\S+)/.exec(text)?.[1] ?? "http://x/").pathname;
  expect((await friendPage.goto(contactPath))?.status()).toBe(200);

  // Stop sharing: every link of the share is a 404 at once.
  await card.getByRole("button", { name: "Share" }).click();
  await sheet.getByRole("button", { name: "Stop sharing" }).click();
  await expect(a.page.locator("[data-sonner-toast]").getByText("Sharing stopped")).toBeVisible();
  const gone = await friendPage.goto(path);
  expect(gone?.status()).toBe(404);
  await expect(friendPage.getByRole("heading", { name: "This link is no longer shared" })).toBeVisible();
  expect((await friendPage.goto(contactPath))?.status()).toBe(404);
  await friend.close();
});
