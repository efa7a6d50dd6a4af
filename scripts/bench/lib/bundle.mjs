// First-load JavaScript of a page: every chunk its HTML loads with a
// <script src>, read from the build output and gzipped.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const sizes = new Map();

function gzippedSize(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return sizes.get(file);
}

/** { bytes, chunks } for the HTML of one page of the build in `appDir`. */
export function firstLoadJs(html, appDir) {
  const sources = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    // Browsers that run modules skip the nomodule polyfills.
    if (/\snomodule\b/i.test(tag)) continue;
    const source = /\ssrc="([^"]+)"/.exec(tag);
    if (source) sources.add(source[1]);
  }
  let bytes = 0;
  const chunks = [];
  for (const source of sources) {
    const pathname = source.replace(/[?#].*$/, "");
    if (!pathname.startsWith("/_next/static/")) continue;
    const file = path.join(appDir, ".next", decodeURIComponent(pathname.slice("/_next/".length)));
    const size = gzippedSize(file);
    bytes += size;
    chunks.push({ file: pathname, gzip: size });
  }
  return { bytes, chunks };
}
