import { expect, test } from "@playwright/test";
import { match, newPerson } from "./support/people";
import { freshPhone } from "./support/sign-in";

test("a chat that feels like one: full screen, the whole name, openers, an invite card, Back closes the sheet first, the counter", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const longName = "Phoenix Alexandria Montgomery";
  const ann = await newPerson(browser, baseURL ?? "", "Ann Chat");
  const phoenix = await newPerson(browser, baseURL ?? "", longName);
  await match(ann, phoenix);
  // Both did the first adventure statement: an opener to offer.
  const statements = (await (await ann.page.request.get(`/api/question-sessions/${ann.id}/adventure`)).json()) as {
    questions: Array<{ id: string; statement: string }>;
  };
  const first = statements.questions[0]!;
  for (const person of [ann, phoenix]) {
    const res = await person.page.request.post("/api/analytics/track-response", {
      data: { userId: person.id, categoryId: "adventure", questionId: first.id, response: "D" },
    });
    expect(res.ok()).toBe(true);
  }

  const { page } = ann;
  await page.goto("/messages");
  await page.goto(`/messages/${phoenix.id}`);

  // Full screen: no tab bar; the whole name in the header at 390 px, with one ⋯ menu beside it.
  await expect(page.getByRole("navigation")).toHaveCount(0);
  const heading = page.getByRole("link", { name: `${longName}, view profile` });
  await expect(heading).toBeVisible();
  const nameBox = heading.locator("span").last();
  expect(await nameBox.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(
    true,
  );
  await expect(page.getByRole("banner").getByRole("button")).toHaveCount(2);
  // The composer sits on the bottom edge: no dead space under it.
  const composer = page.locator("form").filter({ has: page.getByLabel("Message", { exact: true }) });
  const box = await composer.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);

  // An empty conversation offers an opener from what both answered; a tap puts it in the composer.
  const opener = page.getByRole("button", { name: /You've both done/ });
  await expect(opener).toBeVisible();
  await opener.click();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(/how did it go for you\?/);

  // The invite sheet from the ⋯ menu; the browser's Back closes it and stays in the chat.
  await page.getByRole("button", { name: `More options for ${longName}` }).click();
  await page.getByRole("menuitem", { name: "Invite on a Date" }).click();
  const sheet = page.getByRole("dialog", { name: /Invite .* on a date/ });
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/messages/${phoenix.id}$`));

  // An invite sent appears as a card in the timeline, for both, live.
  await phoenix.page.goto(`/messages/${ann.id}`);
  const sent = await page.request.post("/api/invites", {
    data: { senderId: ann.id, receiverId: phoenix.id, dateType: "romantic", proposedLocation: "Frothy Monkey" },
  });
  expect(sent.ok()).toBe(true);
  await expect(page.getByRole("article", { name: `Invite: you invited ${longName}` })).toContainText("Frothy Monkey");
  await expect(phoenix.page.getByRole("article", { name: "Invite: Ann Chat invited you" })).toBeVisible();

  // Near the limit a counter; a paste over it is kept whole and said so.
  const input = page.getByLabel("Message", { exact: true });
  await input.fill("a".repeat(1950));
  await expect(page.getByTestId("composer-counter")).toContainText("1,950 / 2,000");
  await input.fill("b".repeat(5000));
  await expect(input).toHaveValue("b".repeat(5000));
  await expect(page.getByRole("alert")).toContainText("3,000 characters over");
  await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();

  // Back with nothing open leaves the chat.
  await page.goBack();
  await expect(page).toHaveURL(/\/messages$/);
});

test("on /login the browser's Back steps from the code back to the phone step, and stays on /login", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel("Phone number").fill(freshPhone());
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await expect(page.getByText("Enter your code")).toBeVisible();
  await page.goBack();
  await expect(page.getByText("Sign in with your phone")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
