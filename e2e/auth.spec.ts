import { expect, test } from "@playwright/test";
import { freshPhone, signInAs } from "./support/sign-in";

test.describe("signing in", () => {
  test("a new person signs in with a phone and a code and lands on Explore, with how DOWN works a tap away", async ({
    page,
  }) => {
    await signInAs(page, freshPhone());
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole("navigation", { name: /main/i })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose a Category" })).toBeVisible();
    await page.getByRole("link", { name: "How DOWN works" }).click();
    await expect(page).toHaveURL(/\/intro$/);
    await page.getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });

  test("the Terms of Use and Privacy Policy open from the login screen without signing in", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole("heading", { name: "TERMS OF USE" })).toBeVisible();
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { name: "PRIVACY POLICY" })).toBeVisible();
  });

  test("a returning person lands on the dashboard", async ({ page, context }) => {
    const phone = freshPhone();
    await signInAs(page, phone);
    await expect(page).toHaveURL(/\/explore$/);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signInAs(page, phone);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "DASHBOARD" })).toBeVisible();
  });

  test("a demo person can sign in with a demo number", async ({ page }) => {
    await signInAs(page, "(615) 555-0100");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("'Change Phone Number' returns to the phone step", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Phone number").fill(freshPhone());
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await expect(page.getByText("Development Mode - Your Code:")).toBeVisible();
    await page.getByRole("button", { name: "Change Phone Number" }).click();
    await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
  });

  test("a wrong code is refused with the spec's message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Phone number").fill(freshPhone());
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    const code = (await page.getByTestId("dev-otp").textContent())?.trim() ?? "";
    await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify & Continue" }).click();
    await expect(page.getByText("The verification code is incorrect. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe("the shell", () => {
  test("a signed-out visitor is sent to /login", async ({ page }) => {
    await page.goto("/matches");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Send Verification Code" })).toBeVisible();
  });

  test("an unknown path shows the 404 screen", async ({ page }) => {
    await signInAs(page, freshPhone());
    await expect(page).toHaveURL(/\/explore$/);
    await page.goto("/no-such-page");
    await expect(page.getByText("404 Page Not Found")).toBeVisible();
  });

  test("LOG OUT ends the session and returns to /login", async ({ page }) => {
    await signInAs(page, freshPhone());
    await expect(page).toHaveURL(/\/explore$/);
    await page.goto("/profile");
    await page.getByRole("button", { name: /log out/i }).click();
    await expect(page).toHaveURL(/\/login$/);
    const me = await page.request.get("/api/auth/me");
    expect(me.status()).toBe(401);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("Delete Account really deletes: the same number then signs up as new", async ({ page }) => {
    const phone = freshPhone();
    await signInAs(page, phone);
    await expect(page).toHaveURL(/\/explore$/);
    await page.goto("/delete");
    const deleteButton = page.getByRole("button", { name: "Delete Account" });
    await expect(deleteButton).toBeDisabled();
    await page.getByLabel("Type DELETE to confirm").fill("delete");
    await deleteButton.click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/login\?deleted=1$/);
    await expect(page.getByText("Your account has been deleted.")).toBeVisible();
    await signInAs(page, phone);
    await expect(page).toHaveURL(/\/explore$/);
  });
});
