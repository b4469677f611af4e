import { expect, type Page, test } from "@playwright/test";
import { currentUserId, freshPhone, signInAs } from "./support/sign-in";

/** Waits for the next preferences save, so each step is known to have reached the server. */
const nextPreferencesSave = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes("/api/preferences/") && r.ok());

test("distance, device location and Travel Mode are saved and survive a reload", async ({ page }) => {
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  const id = await currentUserId(page);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "SETTINGS" })).toBeVisible();
  const slider = page.getByRole("slider", { name: "Maximum distance" });
  // The saved radius has loaded (the slider is disabled until then), so keys reach it.
  await expect(page.getByText("Maximum distance: 25 miles")).toBeVisible();
  await expect(slider).toHaveAttribute("aria-valuetext", "25 miles");

  // Keyboard: Home jumps to the first step, 5 miles, and saves once.
  let saved = nextPreferencesSave(page);
  await slider.focus();
  await page.keyboard.press("Home");
  await saved;
  await expect(page.getByText("Maximum distance: 5 miles")).toBeVisible();

  saved = nextPreferencesSave(page);
  const deviceSwitch = page.getByRole("switch", { name: "Use Device Location" });
  await deviceSwitch.click();
  await saved;
  await expect(deviceSwitch).not.toBeChecked();

  const travel = page.getByLabel("Travel Mode");
  const setLocation = page.getByRole("button", { name: "Set Location" });
  await expect(setLocation).toBeDisabled();
  await travel.fill("Franklin, TN");
  await setLocation.click();
  await expect(page.getByText("Location set to: Franklin, TN")).toBeVisible();
  await expect(travel).toHaveValue("");
  await expect(page.getByText("SEARCHING FROM").locator("..")).toContainText("Franklin, TN");

  await page.reload();
  await expect(slider).toHaveAttribute("aria-valuetext", "5 miles");
  await expect(deviceSwitch).not.toBeChecked();
  await expect(page.getByText("SEARCHING FROM").locator("..")).toContainText("Franklin, TN");

  const stored = await page.request.get(`/api/preferences/${id}`);
  expect(stored.ok()).toBe(true);
  expect(await stored.json()).toMatchObject({
    distanceRadius: 5,
    useDeviceLocation: false,
    manualLocationLabel: "Franklin, TN",
    manualLocationLat: expect.closeTo(35.92, 1),
    manualLocationLng: expect.closeTo(-86.87, 1),
  });
});

test("visibility switches and Interested In save at once", async ({ page }) => {
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  const id = await currentUserId(page);
  await page.goto("/settings");

  const accepting = page.getByRole("switch", { name: "ACCEPTING NEW MATCHES" });
  await expect(accepting).toBeChecked();
  const patched = page.waitForResponse((r) => r.request().method() === "PATCH" && r.ok());
  await accepting.click();
  await patched;

  await page.getByRole("combobox", { name: "Interested In" }).click();
  const chosen = page.waitForResponse((r) => r.request().method() === "PATCH" && r.ok());
  await page.getByRole("option", { name: "Women" }).click();
  await chosen;

  const profile = await (await page.request.get(`/api/profiles/${id}`)).json();
  expect(profile).toMatchObject({ acceptingMatches: false, interestedIn: ["Women"] });
  await page.reload();
  await expect(accepting).not.toBeChecked();
  await expect(page.getByRole("combobox", { name: "Interested In" })).toHaveText(/Women/);
});
