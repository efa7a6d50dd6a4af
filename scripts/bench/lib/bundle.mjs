// First-load JavaScript of a page: every chunk its HTML loads with a
// <script src>, read from the build output and gzipped.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkPage } from "./app.mjs";

const sizes = new Map();

function gzippedSize(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return sizes.get(file);
}

/**
 * { bytes, chunks } for the HTML of one page of the build in `appDir`: the
 * chunks of its <script src> tags and those its inline React Server Components
 * payload names (a streamed page's client components are loaded from there).
 */
export function firstLoadJs(html, appDir) {
  const sources = new Set();
  const skipped = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const source = /\ssrc="([^"]+)"/.exec(tag);
    if (!source) continue;
    // Browsers that run modules skip the nomodule polyfills.
    if (/\snomodule\b/i.test(tag)) skipped.add(source[1]);
    else sources.add(source[1]);
  }
  for (const [, reference] of html.matchAll(/(?:\/_next\/)?(static\/chunks\/[^"\\\s]+?\.js)/g)) {
    if (!skipped.has(`/_next/${reference}`)) sources.add(`/_next/${reference}`);
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

const LEARNER_PAGES = [
  "/",
  "/units",
  "/units/travel",
  "/units/travel/vocabulary",
  "/units/travel/grammar",
  "/units/travel/tests",
  "/units/travel/tests/words-writing",
  "/units/travel/tests/words-writing/in-progress",
  "/units/travel/tests/phrases/in-progress",
  "/units/travel/tests/words-writing/statistics",
  "/statistics",
  "/statistics/words-writing",
  "/statistics/words-writing/travel",
  "/personal-account",
];
const GUEST_PAGES = ["/login", "/register"];

/** First-load JS of every learner page (signed in as `learner`) and of the guest forms. */
export async function measureFirstLoad(base, cookie, appDir) {
  const pages = [];
  for (const [list, pageCookie] of [
    [LEARNER_PAGES, cookie],
    [GUEST_PAGES, null],
  ]) {
    for (const page of list) {
      const html = await checkPage(base, page, pageCookie, pageCookie ? "learner" : null);
      pages.push({ path: page, ...firstLoadJs(html, appDir) });
    }
  }
  // For reference: the ceiling page has only the framework and the root layout's client components.
  const html = await checkPage(base, "/bench/page", null, null);
  pages.push({
    path: "/bench/page (reference: root layout only)",
    reference: true,
    ...firstLoadJs(html, appDir),
  });
  return pages;
}
