import { expect, test } from "@playwright/test";
import { finishProfile, freshPhone } from "./support/sign-in";

// Issue 25, items 3 and 8 in the browser: a phone field that refuses junk, code slots that empty after a
// wrong code, a profile that cannot be emptied, and "isn't available" for someone who isn't there.
const NOBODY = "00000000-0000-4000-8000-00000000dead";

test("the login, Edit Profile and the 'isn't available' screens tell the truth", async ({ page }) => {
  await test.step("the phone field formats as you type and refuses junk", async () => {
    await page.goto("/login");
    const phone = page.getByLabel("Phone number");
    await phone.click();
    const digits = freshPhone().replace(/\D/g, "");
    await page.keyboard.type(`abc${digits}xyz`);
    await expect(phone).toHaveValue(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
  });

  await test.step("a wrong code empties the slots, and the right one typed after it fills all six", async () => {
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    const code = ((await page.getByTestId("dev-otp").textContent()) ?? "").trim();
    const slots = page.getByLabel("Verification code");
    const wrong = code === "000000" ? "111111" : "000000";
    await slots.fill(wrong);
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expect(slots).toHaveValue("");
    await expect(slots).toBeFocused();
    await page.keyboard.type(code);
    await expect(slots).toHaveValue(code);
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  await test.step("an age once set cannot be emptied, and the form says so by the field", async () => {
    const id = await finishProfile(page, "Noor");
    const refused = await page.request.patch(`/api/profiles/${id}`, { data: { age: null } });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.message).toBe("Please enter your age");
    await page.goto("/profile/personal");
    const age = page.getByLabel("Age", { exact: true });
    await expect(age).toHaveValue("30");
    await age.fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Please enter your age")).toBeVisible();
    await expect(page.getByText("Profile updated successfully!")).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel("Age", { exact: true })).toHaveValue("30");
  });

  await test.step("someone who isn't there: not a connection problem", async () => {
    await page.goto(`/profile/${NOBODY}`);
    await expect(page.getByText("This profile isn't available")).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Main" });
    await expect(tabs.getByRole("link", { name: "Profile", exact: true })).not.toHaveAttribute("aria-current");
    await page.goto(`/messages/${NOBODY}`);
    await expect(page.getByText("This conversation isn't available")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Send message" })).toBeDisabled();
  });
});
