import { expect, test } from "@playwright/test";
import { freshPhone, signInAs } from "./support/sign-in";

test("DOWN is installable and opens offline with a clear offline state", async ({ page, context }) => {
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ short_name: "DOWN", display: "standalone", start_url: "/" });
  expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(true);

  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  // The service worker installs (precaching the app shell) and activates; the next navigation goes through it.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Online, pages still come from the server (with the first screen painted there), not the cached shell.
  const online = await page.goto("/matches");
  expect(await online?.text()).toContain("data-first-paint");

  await context.setOffline(true);
  await page.goto("/settings");
  await expect(page.getByRole("status").filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.getByRole("navigation")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("You're offline")).toHaveCount(0);
});
