import { randomInt } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { match, newPerson } from "./support/people";

const pad = (n: number) => String(n).padStart(2, "0");
/** A datetime-local value in this machine's zone, which is also the browser's. */
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

async function openMyDates(page: Page) {
  await page.goto("/my-dates");
  await expect(page.getByRole("heading", { name: "MY DATES" })).toBeVisible();
}

test("A invites B to a hang, B accepts, they meet, A marks it completed and reviews B; B's rating shows everywhere", async ({
  browser,
  baseURL,
}) => {
  // The date must really be in the past before it can be completed. The e2e server keeps PGlite inside
  // its own process, so the test cannot reach into the database; it proposes the next whole minute at
  // least a minute ahead and waits for it instead: nothing test-only in the server.
  test.setTimeout(240_000);
  const tag = randomInt(100_000, 999_999);
  const a = await newPerson(browser, baseURL ?? "", `Ada ${tag}`);
  const b = await newPerson(browser, baseURL ?? "", `Bo ${tag}`);
  await match(a, b);

  // A invites B from Matches: the type first, then time, place and message.
  await a.page.goto("/matches");
  await a.page.getByRole("dialog").getByRole("button", { name: "Got it" }).click();
  const bCard = a.page.getByRole("article", { name: new RegExp(`^${b.name}`) });
  await expect(bCard.getByText("No reviews yet", { exact: true })).toBeVisible();
  await bCard.getByRole("button", { name: "Invite" }).click();
  const dialog = a.page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
  await expect(dialog.getByLabel(/Place/)).toHaveCount(0);
  await dialog.getByText("Hang", { exact: true }).click();
  const at = new Date(Math.ceil((Date.now() + 70_000) / 60_000) * 60_000);
  await dialog.getByLabel(/Date and time/).fill(localInput(at));
  await dialog.getByLabel(/Place/).fill("Centennial Park");
  await dialog.getByLabel(/Message/).fill("Coffee and a walk?");
  await dialog.getByRole("button", { name: "Send" }).click();
  const toast = a.page.locator("[data-sonner-toast]");
  await expect(toast.getByText("Invite sent!")).toBeVisible();
  await expect(toast.getByText(`Your hang invite has been sent to ${b.name}.`)).toBeVisible();

  // B sees it pending under Upcoming & Pending and accepts.
  await openMyDates(b.page);
  const upcomingB = b.page.getByRole("region", { name: "Upcoming & Pending" });
  const invite = upcomingB.getByRole("article", { name: `${a.name}, hang` });
  await expect(invite.getByText("Pending")).toBeVisible();
  await expect(invite.getByText("HANG")).toBeVisible();
  await expect(invite.getByText("Centennial Park")).toBeVisible();
  await invite.getByRole("button", { name: "Accept" }).click();
  await expect(b.page.locator("[data-sonner-toast]").getByText("Invite accepted")).toBeVisible();
  await expect(upcomingB.getByRole("article", { name: `${a.name}, hang` }).getByText("scheduled")).toBeVisible();

  // Both see it scheduled.
  await openMyDates(a.page);
  const upcomingA = a.page.getByRole("region", { name: "Upcoming & Pending" });
  const dateA = upcomingA.getByRole("article", { name: `${b.name}, hang` });
  await expect(dateA.getByText("scheduled")).toBeVisible();
  await expect(dateA.getByRole("link", { name: "Add to calendar" })).toBeVisible();
  await expect(dateA.getByRole("button", { name: "Mark completed" })).toHaveCount(0);

  // After its time, A marks it completed and reviews B with 5 stars.
  await a.page.waitForTimeout(Math.max(0, at.getTime() - Date.now() + 2_000));
  await openMyDates(a.page);
  const pastA = a.page.getByRole("region", { name: "Past Dates" });
  const done = pastA.getByRole("article", { name: `${b.name}, hang` });
  await done.getByRole("button", { name: "Mark completed" }).click();
  await expect(done.getByText("completed")).toBeVisible();
  await done.getByRole("button", { name: "Review" }).click();
  const review = a.page.getByRole("dialog");
  const overall = review.getByRole("group", { name: "Overall" });
  // A tap on the fifth star (the label around the radio), as a person would.
  await overall.locator("label", { has: a.page.getByRole("radio", { name: "5 stars" }) }).click();
  await expect(overall.getByRole("radio", { name: "5 stars" })).toBeChecked();
  await review.getByLabel("Comment (optional)").fill("Wonderful hang, great company.");
  await review.getByRole("button", { name: "Submit Review" }).click();
  await expect(a.page.locator("[data-sonner-toast]").getByText("Review submitted")).toBeVisible();
  await expect(done.getByRole("button", { name: "Review" })).toHaveCount(0);

  // B's /reviews: the average, the count, and the review by A's first name only.
  await b.page.goto("/reviews");
  await expect(b.page.getByText("5.0")).toBeVisible();
  await expect(b.page.getByText("1 review", { exact: true })).toBeVisible();
  const written = b.page.getByRole("article", { name: "Review by Ada" });
  await expect(written.getByText("Wonderful hang, great company.")).toBeVisible();
  await expect(written.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  await expect(b.page.getByText(String(tag))).toHaveCount(0);

  // B's public profile as A sees it.
  await a.page.goto(`/profile/${b.id}`);
  await expect(a.page.getByText("(1 review)")).toBeVisible();
  await expect(a.page.getByText("1 date", { exact: true })).toBeVisible();
  await expect(a.page.getByRole("article", { name: "Review by Ada" })).toBeVisible();

  // And B's card in A's Matches.
  await a.page.goto("/matches");
  const card = a.page.getByRole("article", { name: new RegExp(`^${b.name}`) });
  await expect(card.getByText("5.0")).toBeVisible();
  await expect(card.getByText("1 date", { exact: true })).toBeVisible();
});
