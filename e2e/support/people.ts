import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { currentUserId, freshPhone, signInAs } from "./sign-in";

export interface Person {
  context: BrowserContext;
  page: Page;
  id: string;
  name: string;
}

/** A phone-sized browser context of its own, as a second person on another device would have. */
export async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/**
 * A brand-new person signed in on their own phone (a first sign-in lands on /explore), with a name, an age
 * and "Everyone" so the adults-only rule and the interest filters let them meet others.
 */
export async function newPerson(
  browser: Browser,
  baseURL: string,
  name: string,
  profile: Record<string, unknown> = {},
): Promise<Person> {
  const context = await phoneContext(browser, baseURL);
  const page = await context.newPage();
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  const id = await currentUserId(page);
  const patched = await page.request.patch(`/api/profiles/${id}`, {
    data: { name, age: 30, interestedIn: ["Everyone"], ...profile },
  });
  expect(patched.ok()).toBe(true);
  return { context, page, id, name };
}

/** Both send a match request through the API (the matching journey itself is core-loop.spec.ts). */
export async function match(a: Person, b: Person) {
  const ask = await a.page.request.post("/api/match-requests", { data: { fromUserId: a.id, toUserId: b.id } });
  expect(ask.ok()).toBe(true);
  const answer = await b.page.request.post("/api/match-requests", { data: { fromUserId: b.id, toUserId: a.id } });
  expect(answer.ok()).toBe(true);
  expect(((await answer.json()) as { mutual: boolean }).mutual).toBe(true);
}
