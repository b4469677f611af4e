import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { match, newPerson, type Person } from "./support/people";
import { currentUserId, finishProfile, freshPhone, signInAs } from "./support/sign-in";

/** A small solid-colour PNG made on the spot, so the test carries no binary fixture. */
const png = (background: string) =>
  sharp({ create: { width: 120, height: 150, channels: 3, background } })
    .png()
    .toBuffer();

/** The colour of a loaded <img>'s centre pixel, read through a canvas. */
const centreColour = (img: HTMLImageElement) => {
  const canvas = document.createElement("canvas");
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const context = canvas.getContext("2d");
  if (!context || img.naturalWidth === 0) return null;
  context.drawImage(img, 0, 0);
  const [r, , b] = context.getImageData(img.naturalWidth / 2, img.naturalHeight / 2, 1, 1).data;
  return (r ?? 0) > (b ?? 0) ? "red" : "blue";
};

test("reorder photos in the gallery, save, reload: the new first photo is the hero, the profile's photo and the one my match sees", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people sign in and upload: more than the default minute on a busy machine.
  test.setTimeout(90_000);
  const tag = randomInt(100_000, 999_999);
  await signInAs(page, freshPhone());
  await expect(page).toHaveURL(/\/explore$/);
  const myName = `Gia ${tag}`;
  await finishProfile(page, myName, { interestedIn: ["Everyone"] });
  const me: Person = { context: page.context(), page, id: await currentUserId(page), name: myName };
  const them = await newPerson(browser, baseURL ?? "", `Hal ${tag}`);
  await match(me, them);
  await page.goto("/gallery");
  await expect(page.getByRole("heading", { name: "GALLERY" })).toBeVisible();
  await expect(page.getByText("No photos yet")).toBeVisible();

  await page.getByLabel("Choose photos to upload").setInputFiles([
    { name: "red.png", mimeType: "image/png", buffer: await png("#d02020") },
    { name: "blue.png", mimeType: "image/png", buffer: await png("#2040d0") },
  ]);
  await expect(page.getByText("Photos uploaded!")).toBeVisible();
  const hero = page.getByRole("img", { name: "Main photo" });
  await expect.poll(() => hero.evaluate(centreColour)).toBe("red");
  await expect(page.getByRole("button", { name: "SAVE" })).toBeDisabled();

  // Drag the second photo's handle onto the hero (touch-style pointer drag through the handle).
  const handle = page.getByRole("button", { name: "Move photo 2", exact: true });
  const from = await handle.boundingBox();
  const to = await hero.boundingBox();
  if (!from || !to) throw new Error("tiles not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => hero.evaluate(centreColour)).toBe("blue");

  await page.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("Gallery saved")).toBeVisible();
  await page.reload();
  await expect.poll(() => page.getByRole("img", { name: "Main photo" }).evaluate(centreColour)).toBe("blue");

  // My match, on their own phone, sees the new first photo on my card in Matches.
  await them.page.goto("/matches");
  await them.page.getByRole("dialog").getByRole("button", { name: "Got it" }).click();
  const myCard = them.page.getByRole("article", { name: new RegExp(`^${myName}`) });
  const cardPhoto = myCard.getByRole("img", { name: `${myName}, photo 1 of 2` });
  await expect(cardPhoto).toBeVisible();
  await expect.poll(() => cardPhoto.evaluate(centreColour)).toBe("blue");
  await them.context.close();

  // The keyboard does the same: Home on the second photo's handle makes it the main photo again.
  await page.getByRole("button", { name: "Move photo 2", exact: true }).focus();
  await page.keyboard.press("Home");
  await page.getByRole("button", { name: "SAVE" }).click();
  await expect(page.getByText("Gallery saved")).toBeVisible();
  await page.goto("/profile/personal");
  await expect(page.getByRole("img", { name: "Profile shot 1" })).toBeVisible();
  await expect.poll(() => page.getByRole("img", { name: "Profile shot 1" }).evaluate(centreColour)).toBe("red");
});
