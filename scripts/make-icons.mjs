// Renders the app icons from the DOWN wordmark (run once; the PNGs are committed): `node scripts/make-icons.mjs`.
// Maskable icons keep the wordmark inside the central 80 % safe zone, so any launcher mask leaves it whole.
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../apps/web/public/icons");

function svg(size, { maskable }) {
  const fontSize = Math.round(size * (maskable ? 0.2 : 0.24));
  const radius = maskable ? 0 : Math.round(size * 0.22);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="#e0475a"/>
  <text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
    font-weight="900" font-size="${fontSize}" letter-spacing="${-fontSize * 0.04}" fill="#ffffff">D<tspan fill="#1f1a1c">O</tspan>WN</text>
</svg>`;
}

const icons = [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-192.png", 192, true],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon.png", 180, true],
];
for (const [name, size, maskable] of icons) {
  await sharp(Buffer.from(svg(size, { maskable })))
    .png()
    .toFile(path.join(out, name));
  console.log(`wrote ${name}`);
}
