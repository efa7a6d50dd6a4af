// First-load JavaScript of a page: every chunk its HTML loads with a
// <script src>, read from the build output and gzipped.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { checkPage } from "./app.mjs";

const sizes = new Map();
const zodChunks = new Map();

function gzippedSize(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return sizes.get(file);
}

// zod 4 names its error class in every build that bundles it, minified or not.
function bundlesZod(file) {
  if (!zodChunks.has(file)) zodChunks.set(file, readFileSync(file, "utf8").includes('"ZodError"'));
  return zodChunks.get(file);
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
  let zod = false;
  const chunks = [];
  for (const source of sources) {
    const pathname = source.replace(/[?#].*$/, "");
    if (!pathname.startsWith("/_next/static/")) continue;
    const file = path.join(appDir, ".next", decodeURIComponent(pathname.slice("/_next/".length)));
    const size = gzippedSize(file);
    bytes += size;
    zod ||= bundlesZod(file);
    chunks.push({ file: pathname, gzip: size });
  }
  return { bytes, chunks, zod };
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
// Administration pages, for their own figures (the learner-page target does not apply to them).
const ADMIN_PAGES = ["/administration/words", "/administration/endpoints/list-phrases"];

/** First-load JS of every learner page (signed in as `learner`) and of the guest forms. */
export async function measureFirstLoad(base, cookie, appDir, adminCookie = null) {
  const pages = [];
  for (const [list, pageCookie, login] of [
    [LEARNER_PAGES, cookie, "learner"],
    [GUEST_PAGES, null, null],
  ]) {
    for (const page of list) {
      const html = await checkPage(base, page, pageCookie, login);
      pages.push({ path: page, ...firstLoadJs(html, appDir) });
    }
  }
  for (const page of adminCookie ? ADMIN_PAGES : []) {
    const html = await checkPage(base, page, adminCookie, "admin");
    pages.push({ path: page, admin: true, reference: true, ...firstLoadJs(html, appDir) });
  }
  return pages;
}
