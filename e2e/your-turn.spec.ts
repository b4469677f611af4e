import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { match, newPerson } from "./support/people";

// docs/product.md, "Your turn": with 8 matches waiting on her reply, a new match request waits; the app says
// so with a link to Matches, where each waiting match says "Your turn".
test("eight matches waiting on your reply: a new match request says it's your turn and links to them", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = randomInt(100_000, 999_999);
  const eve = await newPerson(browser, baseURL ?? "", `Eve ${tag}`, { gender: "Female" });
  for (let i = 0; i < 8; i++) {
    const other = await newPerson(browser, baseURL ?? "", `Mo${i} ${tag}`, { gender: "Male" });
    await match(eve, other);
    const wrote = await other.page.request.post("/api/messages", {
      data: { senderId: other.id, receiverId: eve.id, content: `hey Eve, how's your week? ${i}` },
    });
    expect(wrote.status()).toBe(201);
    await other.context.close();
  }
  const stranger = await newPerson(browser, baseURL ?? "", `Zed ${tag}`, { gender: "Male" });

  await eve.page.goto(`/profile/${stranger.id}`);
  await eve.page.getByRole("button", { name: "Send Match Request" }).click();
  const toast = eve.page.locator("[data-sonner-toast]");
  await expect(toast.getByText("Your turn", { exact: true })).toBeVisible();
  await expect(toast).toContainText("8 matches are waiting on your reply");
  await toast.getByRole("button", { name: "See who's waiting" }).click();
  await expect(eve.page).toHaveURL(/\/matches#your-turn$/);
  const note = eve.page.getByRole("region", { name: "Your turn" });
  await expect(note).toContainText("8 matches are waiting on your reply.");
  await expect(eve.page.getByRole("article").first().getByText("Your turn")).toBeVisible();
  // Nothing was sent: Zed has no request waiting.
  const likes = await stranger.page.request.get("/api/likes-you");
  expect(((await likes.json()) as { items: unknown[] }).items).toEqual([]);

  for (const theme of ["light", "dark"] as const) {
    await eve.page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await eve.page.goto("/matches");
    await expect(eve.page.getByRole("region", { name: "Your turn" })).toBeVisible();
    await eve.page.screenshot({ path: test.info().outputPath(`your-turn-${theme}.png`) });
  }
  await eve.context.close();
  await stranger.context.close();
});
