import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { fakePhotoScreener, nsfwPhotoScreener, nudityScore, PHOTO_SCREEN_THRESHOLD } from "./photo-screener";

/**
 * The real model, once: it loads from the npm package with every way out of the worker refused (fetch, net,
 * http, https, dns throw), and scores a harmless picture far under the threshold. Slow on two cores (the
 * model is parsed from JavaScript), so it runs in the serial project (vitest.config.ts).
 */
describe("nsfwPhotoScreener", () => {
  const screener = nsfwPhotoScreener({ offline: true });
  afterAll(() => screener.close());

  it("loads its model with the network off and scores a harmless photo under the threshold", async () => {
    const loadMs = await screener.ready();
    expect(loadMs).toBeGreaterThan(0);
    const landscape = await sharp({
      create: { width: 600, height: 800, channels: 3, background: { r: 90, g: 140, b: 200 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 600, height: 300, channels: 3, background: "#3a7d44" } })
            .png()
            .toBuffer(),
          top: 500,
          left: 0,
        },
      ])
      .webp()
      .toBuffer();
    const screen = await screener.screen(landscape);
    expect(Object.keys(screen.classes).sort()).toEqual(["Drawing", "Hentai", "Neutral", "Porn", "Sexy"]);
    expect(screen.score).toBeLessThan(PHOTO_SCREEN_THRESHOLD);
  });
});

describe("nudityScore", () => {
  it("counts explicit classes whole and suggestive ones half", () => {
    expect(nudityScore({ Porn: 0.5, Hentai: 0.2, Sexy: 0.2, Neutral: 0.1 })).toBeCloseTo(0.8);
    expect(nudityScore({ Sexy: 0.9, Neutral: 0.1 })).toBeCloseTo(0.45);
    expect(nudityScore({ Neutral: 1 })).toBe(0);
  });
});

describe("fakePhotoScreener", () => {
  it("flags only a magenta-cornered image (for journeys)", async () => {
    const fake = fakePhotoScreener();
    const magenta = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ff00ff" } })
      .webp()
      .toBuffer();
    const green = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3a6" } })
      .webp()
      .toBuffer();
    expect((await fake.screen(magenta)).score).toBeGreaterThan(PHOTO_SCREEN_THRESHOLD);
    expect((await fake.screen(green)).score).toBeLessThan(PHOTO_SCREEN_THRESHOLD);
  });
});
