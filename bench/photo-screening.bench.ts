/**
 * `npm run bench:photos`: the nudity screen's cost (docs/decisions/026-photo-screening.md). Loads nsfwjs's
 * MobileNetV2 in its worker thread as the server does, then screens BENCH_PHOTOS photos of phone-photo size
 * (1080x1350 WebP, varied content) one after another and prints the load time and p50/p95 per photo.
 */
import sharp from "sharp";
import { nsfwPhotoScreener, PHOTO_SCREEN_THRESHOLD } from "../apps/server/src/adapters/photo-screener";

const photos = Number(process.env.BENCH_PHOTOS ?? 30);

async function photo(i: number): Promise<Buffer> {
  const hue = (i * 47) % 360;
  const background = `hsl(${hue}, 45%, 55%)`;
  const band = await sharp({
    create: { width: 1080, height: 400, channels: 3, background: `hsl(${(hue + 120) % 360}, 40%, 35%)` },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1080, height: 1350, channels: 3, background } })
    .composite([{ input: band, top: 900 - (i % 5) * 100, left: 0 }])
    .webp()
    .toBuffer();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const screener = nsfwPhotoScreener();
const loadMs = await screener.ready();
const times: number[] = [];
let flagged = 0;
for (let i = 0; i < photos; i++) {
  const image = await photo(i);
  const started = performance.now();
  const { score } = await screener.screen(image);
  times.push(performance.now() - started);
  if (score >= PHOTO_SCREEN_THRESHOLD) flagged++;
}
await screener.close();
times.sort((a, b) => a - b);
console.log(`photo screening (nsfwjs MobileNetV2, TensorFlow.js wasm backend, worker thread)`);
console.log(`  model load: ${loadMs.toFixed(0)} ms`);
console.log(
  `  per photo (decode + resize + classify, ${photos} photos): p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms`,
);
console.log(`  threshold ${PHOTO_SCREEN_THRESHOLD}; harmless test photos flagged: ${flagged} of ${photos}`);
