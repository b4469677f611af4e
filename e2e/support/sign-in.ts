import { randomInt } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** A fresh, valid US number ("(615) 2xx-xxxx") so every run signs up new people. */
export function freshPhone(): string {
  const exchange = randomInt(200, 999);
  const line = randomInt(0, 10_000).toString().padStart(4, "0");
  return `(615) ${exchange === 555 ? 556 : exchange}-${line}`;
}

/** Signs in through the real login screen, reading the development code the server shows. */
export async function signInAs(page: Page, phone: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Phone number").fill(phone);
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  const code = (await page.getByTestId("dev-otp").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify & Continue" }).click();
}

/** The signed-in user's id, read through the page's own session cookie. */
export async function currentUserId(page: Page): Promise<string> {
  const me = await page.request.get("/api/auth/me");
  expect(me.ok()).toBe(true);
  return ((await me.json()) as { id: string }).id;
}

/** Gives the signed-in person what searching and match requests need (a name and an adult age). */
export async function finishProfile(page: Page, name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const id = await currentUserId(page);
  const res = await page.request.patch(`/api/profiles/${id}`, { data: { name, age: 30, ...extra } });
  expect(res.ok()).toBe(true);
  return id;
}
