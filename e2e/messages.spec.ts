import { randomInt } from "node:crypto";
import { expect } from "@playwright/test";
import { match, newPerson } from "./support/people";
import { test } from "./support/second-instance";

test("two matched people chat live: unread counts, Seen, typing, a custom question, and an offline send", async ({
  browser,
  baseURL,
  secondBaseURL,
}) => {
  test.setTimeout(120_000);
  const tag = randomInt(1000, 9999);
  const ann = await newPerson(browser, baseURL ?? "", `Ann ${tag}`, { gender: "Female" });
  // On playwright.two-instances.config.ts Bea's browser talks to another server instance than Ann's.
  const bea = await newPerson(browser, secondBaseURL ?? baseURL ?? "", `Bea ${tag}`, { gender: "Female" });
  await match(ann, bea);

  // Bea waits on her conversation list; Ann is new to her, under "New matches".
  await bea.page.goto("/messages");
  await expect(bea.page.getByRole("heading", { name: "MESSAGES" })).toBeVisible();
  await expect(bea.page.getByRole("heading", { name: "New matches" })).toBeVisible();

  // Ann opens the chat from her list and sends with Enter.
  await ann.page.goto("/messages");
  await ann.page.getByRole("link", { name: "Bea", exact: true }).click();
  await expect(ann.page).toHaveURL(new RegExp(`/messages/${bea.id}$`));
  await expect(ann.page.getByRole("link", { name: `Bea ${tag}, view profile` })).toBeVisible();
  const annInput = ann.page.getByLabel("Message", { exact: true });
  await expect(ann.page.getByRole("button", { name: "Send message" })).toBeDisabled();
  await annInput.fill("   ");
  await expect(ann.page.getByRole("button", { name: "Send message" })).toBeDisabled();
  await annInput.fill("Hi Bea! Coffee this week?");
  await annInput.press("Enter");
  await expect(annInput).toHaveValue("");
  await expect(ann.page.getByText("Hi Bea! Coffee this week?")).toBeVisible();

  // Bea sees it without reloading: in the list with its count, and on the Messages tab.
  const row = bea.page.getByRole("link", { name: new RegExp(`Ann ${tag}`) });
  await expect(row).toContainText("Hi Bea! Coffee this week?");
  await expect(row.getByTestId("conversation-unread")).toHaveText(/1/);
  await expect(bea.page.getByRole("link", { name: "Messages, 1 unread" })).toBeVisible();

  // Bea opens it: it is read, and Ann sees 'Seen'.
  await expect(ann.page.getByTestId("receipt")).toHaveText(/Sent/);
  await row.click();
  await expect(bea.page.getByText("Hi Bea! Coffee this week?")).toBeVisible();
  await expect(ann.page.getByTestId("receipt")).toHaveText(/Seen/);
  await expect(bea.page.getByTestId("messages-tab-unread")).toHaveCount(0);

  // Bea types: Ann sees the typing indicator.
  const beaInput = bea.page.getByLabel("Message", { exact: true });
  await beaInput.pressSequentially("Sounds go", { delay: 30 });
  await expect(ann.page.getByText("Bea is typing...")).toBeVisible();
  await beaInput.fill("Sounds good!\nSaturday?");
  await beaInput.press("Enter");
  await expect(ann.page.getByText("Saturday?")).toBeVisible();
  await expect(ann.page.getByText("Bea is typing...")).toHaveCount(0);

  // A custom question: Ann asks, both answer, both see the match level.
  await ann.page.getByRole("button", { name: "Ask a custom question" }).click();
  const question = `Ever been skydiving? ${tag}`;
  await ann.page.getByLabel("Custom question", { exact: true }).fill(question);
  await ann.page.getByRole("button", { name: "Send question" }).click();
  // Sending leaves question mode.
  await expect(ann.page.getByLabel("Message", { exact: true })).toBeVisible();
  const annCard = ann.page.getByRole("article", { name: "Custom question from you" });
  await expect(annCard).toContainText(question);
  await annCard.getByRole("button", { name: "Done this" }).click();
  await expect(annCard.getByText("Waiting for their answer...")).toBeVisible();
  const beaCard = bea.page.getByRole("article", { name: `Custom question from Ann ${tag}` });
  await expect(beaCard).toContainText(question);
  await beaCard.getByRole("button", { name: "Want this" }).click();
  await expect(beaCard.getByTestId("match-level")).toHaveText("Match level: Both want this");
  await expect(annCard.getByTestId("match-level")).toHaveText("Match level: Both want this");

  // Ann goes offline, sends, comes back: Bea gets it exactly once.
  await ann.context.setOffline(true);
  await annInput.fill("Sent from the tunnel");
  await annInput.press("Enter");
  await expect(ann.page.getByTestId("pending-message")).toContainText("Sent from the tunnel");
  await ann.page.waitForTimeout(1000);
  await ann.context.setOffline(false);
  await expect(bea.page.getByText("Sent from the tunnel")).toHaveCount(1);
  await expect(ann.page.getByTestId("pending-message")).toHaveCount(0);
  await expect(ann.page.getByText("Sent from the tunnel")).toHaveCount(1);
  await bea.page.waitForTimeout(1500);
  await expect(bea.page.getByText("Sent from the tunnel")).toHaveCount(1);
  const history = await bea.page.request.get(`/api/conversations/${bea.id}/${ann.id}`);
  const lines = ((await history.json()) as { items: Array<{ content: string }> }).items.filter(
    (m) => m.content === "Sent from the tunnel",
  );
  expect(lines).toHaveLength(1);

  await ann.context.close();
  await bea.context.close();
});
