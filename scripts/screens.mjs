// Screenshots of the main screens at 390x844 (light and dark) for docs/screens, taken from a running app
// with the demo data: `npm start`, then `node scripts/screens.mjs [baseUrl] [outDir]`.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = path.resolve(process.argv[3] ?? "docs/screens");
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });

async function newPage(theme) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  // The splash shows once per tab; these pictures are of the screens behind it.
  await context.addInitScript((dark) => {
    sessionStorage.setItem("splash-seen", "1");
    localStorage.setItem("theme", dark ? "dark" : "light");
  }, theme === "dark");
  return context.newPage();
}

async function signIn(page, phone, shot) {
  await page.goto("/login");
  await page.getByLabel("Phone number").fill(phone);
  if (shot) await page.screenshot({ path: path.join(out, `${shot}-phone.png`) });
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  const code = (await page.getByTestId("dev-otp").textContent()).trim();
  await page.getByLabel("Verification code").fill(code);
  if (shot) await page.screenshot({ path: path.join(out, `${shot}-code.png`) });
  await page.getByRole("button", { name: "Verify & Continue" }).click();
  await page.waitForURL(/\/(explore|dashboard)$/);
  const me = await (await page.request.get("/api/auth/me")).json();
  return me.id;
}

/** The first demo person with a match, so Matches and the dashboard have someone to show. */
async function demoWithMatches(page) {
  for (let n = 100; n < 140; n++) {
    const id = await signIn(page, `(615) 555-0${n}`);
    const matches = await (await page.request.get(`/api/matches/${id}`)).json();
    if (matches.length > 0) return id;
    await page.request.post("/api/auth/logout");
  }
  throw new Error("no demo person has a match");
}

async function shoot(page, route, name, { tutorial = "dismiss" } = {}) {
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  const dialog = page.getByRole("dialog");
  if (tutorial === "dismiss" && (await dialog.isVisible()))
    await dialog.getByRole("button", { name: "Got it" }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
}

/** A new person: the short profile step on Explore, then Results widened after a move far from Nashville. */
async function firstRun(theme, suffix) {
  const page = await newPage(theme);
  const id = await signIn(page, `(615) 301-${String(Date.now() % 10_000).padStart(4, "0")}`);
  const step = page.getByRole("region", { name: "Before your first results" });
  await step.getByLabel("Name").waitFor();
  // The welcome toast fades first.
  await page
    .locator("[data-sonner-toast]")
    .first()
    .waitFor({ state: "detached", timeout: 15_000 })
    .catch(() => {});
  await page.screenshot({ path: path.join(out, `profile-step${suffix}.png`) });
  const photo = await sharp({ create: { width: 120, height: 150, channels: 3, background: "#3a7bd5" } })
    .png()
    .toBuffer();
  await step
    .getByLabel("Choose photos to upload")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  await step.getByRole("img", { name: "Your photo" }).waitFor();
  await step.getByLabel("Name").fill("Robin");
  await step.getByLabel("Age").fill("29");
  await step.getByText("Non-binary", { exact: true }).click();
  await page
    .locator("[data-sonner-toast]")
    .first()
    .waitFor({ state: "detached", timeout: 15_000 })
    .catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(out, `profile-step-filled${suffix}.png`) });
  await step.getByRole("button", { name: "Save and continue" }).click();
  await step.waitFor({ state: "detached" });
  await page.goto("/questions/adventure");
  for (let n = 1; n <= 20; n++) {
    await page.getByText(`Question ${n} of 20`).waitFor();
    await page.getByRole("button", { name: /Done this/ }).click();
  }
  await page.waitForURL(/\/results/);
  // Knoxville: about 140 miles from the nearest demo person.
  await page.request.put(`/api/location/${id}`, { data: { lat: 35.9606, lng: -83.9207 } });
  await shoot(page, "/results?category=adventure", `results-widened${suffix}`);
  await page.context().close();
}

for (const theme of ["light", "dark"]) {
  const suffix = theme === "dark" ? "-dark" : "";
  const page = await newPage(theme);
  await page.goto("/login");
  await page.screenshot({ path: path.join(out, `login${suffix}.png`) });
  if (theme === "light") {
    await signIn(page, "(615) 555-0199", "login");
    await page.request.post("/api/auth/logout");
  }
  const me = await demoWithMatches(page);
  const [match] = await (await page.request.get(`/api/matches/${me}`)).json();
  const other = match.fromUserId === me ? match.toUserId : match.fromUserId;
  // Results for a category this person answered: demo people answer only some, and an unanswered one finds nobody.
  let answered = "adventure";
  for (const id of ["adventure", "entertainment", "values", "passions", "food", "travel"]) {
    const mine = await (await page.request.get(`/api/user-responses/${me}/${id}`)).json();
    if ((Array.isArray(mine) ? mine : (mine.items ?? [])).length > 0) {
      answered = id;
      break;
    }
  }
  await shoot(page, "/dashboard", `dashboard${suffix}`);
  await shoot(page, "/explore", `explore${suffix}`);
  await shoot(page, "/questions/adventure", `questions${suffix}`);
  if (theme === "light") await shoot(page, `/results?category=${answered}`, "results-tutorial", { tutorial: "keep" });
  await shoot(page, `/results?category=${answered}`, `results${suffix}`);
  await shoot(page, "/matches", `matches${suffix}`);
  await shoot(page, "/profile/personal", `edit-profile${suffix}`);
  await shoot(page, "/settings", `settings${suffix}`);
  await shoot(page, `/profile/${other}`, `public-profile${suffix}`);
  await shoot(page, "/messages", `messages${suffix}`);
  await shoot(page, `/messages/${other}`, `chat${suffix}`);
  await shoot(page, "/notifications", `notifications${suffix}`);
  await shoot(page, "/recently-viewed", `recently-viewed${suffix}`);
  await shoot(page, "/my-dates", `my-dates${suffix}`);
  await shoot(page, "/reviews", `reviews${suffix}`);
  await shoot(page, "/insights", `insights${suffix}`);
  await shoot(page, "/gallery", `gallery${suffix}`);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /LOVE/i }).first().click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(out, `love${suffix}.png`) });
  await page.context().close();
  await firstRun(theme, suffix);
}
await browser.close();
console.log(`Screens written to ${out}`);
