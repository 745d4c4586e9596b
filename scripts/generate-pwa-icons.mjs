// Generates the install icons in client/public from the favicon's design (run by hand after
// changing client/public/favicon.svg; the PNGs are committed, so a build needs no image tools):
//   pwa-192.png, pwa-512.png   the round badge on transparency ("any" purpose)
//   pwa-maskable-512.png       full-bleed brand red, the mark inside the 80% safe zone ("maskable")
//   apple-touch-icon.png       180 px, opaque (iOS shows transparency as black and rounds corners)
// Usage: node scripts/generate-pwa-icons.mjs
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../client/public/", import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`);
const BRAND_RED = "#b91c1c";

// The favicon's exclamation mark on a full square, drawn at `scale` of the favicon's size so it
// stays inside a maskable icon's safe zone (a centred circle of 40% of the width in radius).
const fullBleed = (scale) => {
  const offset = (32 - 32 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_RED}"/>` +
      `<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="M16 7v11" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="16" cy="24" r="2.5" fill="#fff"/></g></svg>`,
  );
};

async function render(svg, size, file) {
  await sharp(svg, { density: 72 * (size / 32) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${publicDir}${file}`);
  console.log(`client/public/${file}`);
}

await render(favicon, 192, "pwa-192.png");
await render(favicon, 512, "pwa-512.png");
await render(fullBleed(0.75), 512, "pwa-maskable-512.png");
await render(fullBleed(0.8), 180, "apple-touch-icon.png");
