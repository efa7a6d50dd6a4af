// Draws the installed app's icons (public/icons/, app/apple-icon.png) from app/icon.svg in headless Chromium:
// `npm run icons`, again whenever the logo changes. The plain icons are the
// logo as it is; the maskable ones and Apple's fill the whole square with the logo's
// indigo, the glyph shrunk into the middle, since the system cuts its own shape out of them
// (a circle, a squircle): whatever it cuts, the inner 80% stays.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "icons");
const logo = readFileSync(path.join(root, "app", "icon.svg"), "utf8");

/** The logo's square with its corners filled, and its glyph at 80% about the centre. */
function fullBleed(svg) {
  const background = svg.match(/<rect [^>]*fill="([^"]+)"/)?.[1];
  if (!background) throw new Error("app/icon.svg: no background rectangle found");
  const glyph = svg
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<rect [^>]*\/>/, "");
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" fill="${background}"/>`,
    `<g transform="translate(32 32) scale(0.8) translate(-32 -32)">${glyph}</g>`,
    "</svg>",
  ].join("");
}

const ICONS = [
  { file: "icon-192.png", size: 192, svg: logo },
  { file: "icon-512.png", size: 512, svg: logo },
  { file: "maskable-192.png", size: 192, svg: fullBleed(logo) },
  { file: "maskable-512.png", size: 512, svg: fullBleed(logo) },
  // Next.js links app/apple-icon.png as the apple-touch-icon of every page.
  { file: "../../app/apple-icon.png", size: 180, svg: fullBleed(logo) },
];

/**
 * An .ico holding one PNG (every browser of the last decade reads that).
 * Chromium asks for /favicon.ico now and then even with the page's icon
 * linked, on an error page among others: it is answered, not a 404. It
 * sits in public/, so that pages keep linking the one icon, app/icon.svg.
 */
function icoOf(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<body style="margin:0">${sized}</body>`);
    await page.locator("svg").screenshot({ path: path.join(outDir, file), omitBackground: true });
    await page.close();
    console.info(`${path.relative(root, path.join(outDir, file))}: ${size}×${size}`);
  }
  const page = await browser.newPage({ viewport: { width: 32, height: 32 }, deviceScaleFactor: 1 });
  await page.setContent(
    `<body style="margin:0">${logo.replace("<svg ", '<svg width="32" height="32" ')}</body>`,
  );
  const png = await page.locator("svg").screenshot({ omitBackground: true });
  writeFileSync(path.join(root, "public", "favicon.ico"), icoOf(png, 32));
  console.info("public/favicon.ico: 32×32");
} finally {
  await browser.close();
}
