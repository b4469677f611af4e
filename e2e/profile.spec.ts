import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { freshPhone, signInAs } from "./support/sign-in";

/** A small portrait PNG made on the spot, so the test carries no binary fixture. */
const portraitPng = () =>
  sharp({ create: { width: 120, height: 150, channels: 3, background: "#e0475a" } })
    .png()
    .toBuffer();

test("a new person fills in their profile, saves it, and manages photos", async ({ page }) => {
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  await page.goto("/profile/personal");
  await expect(page.getByRole("heading", { name: "EDIT PROFILE" })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Robin");
  await page.getByLabel("Age", { exact: true }).fill("31");
  await page.getByRole("combobox", { name: "Gender" }).click();
  await page.getByRole("option", { name: "Non-binary" }).click();
  await page.getByLabel("New interest").fill("  Climbing ");
  await page.getByLabel("New interest").press("Enter");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Robin");
  await expect(page.getByLabel("Age", { exact: true })).toHaveValue("31");
  await expect(page.getByRole("combobox", { name: "Gender" })).toHaveText("Non-binary");
  await expect(page.getByRole("list", { name: "Interests" }).getByRole("listitem")).toHaveText(["Climbing"]);

  await page.getByLabel("Choose photos to upload").setInputFiles({
    name: "portrait.png",
    mimeType: "image/png",
    buffer: await portraitPng(),
  });
  await expect(page.getByText("Photos uploaded!")).toBeVisible();
  const photo = page.getByRole("img", { name: "Profile shot 1" });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute("src", /^\/uploads\/[a-f0-9-]+\.webp$/);
  // The stored WebP really loads in the page.
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await page.getByRole("button", { name: "Delete photo 1" }).click();
  await expect(page.getByText("Photo deleted")).toBeVisible();
  await expect(page.getByRole("img", { name: "Profile shot 1" })).toHaveCount(0);
  await expect(page.getByText("No photos yet")).toBeVisible();
});
