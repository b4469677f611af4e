import { expect, type Page } from "@playwright/test";

/** One category from Explore: its twenty statements, each answered "Done this", then Results. */
export async function answerAdventure(page: Page) {
  await page.getByRole("link", { name: /Adventure/ }).click();
  await expect(page).toHaveURL(/\/questions\/adventure$/);
  await expect(page.getByText("Question 1 of 20")).toBeVisible();
  for (let n = 1; n <= 20; n++) {
    await page.getByRole("button", { name: /Done this/ }).click();
    if (n < 20) await expect(page.getByText(`Question ${n + 1} of 20`)).toBeVisible();
  }
  await expect(page).toHaveURL(/\/results\?category=adventure/);
}
