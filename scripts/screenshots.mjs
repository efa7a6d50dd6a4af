// Regenerates docs/screenshots/ (`npm run screenshots`, after `next build`):
// starts the production build on a fresh embedded database, creates the
// results the statistics need and photographs each page at 1280 and 360 px.
// To add a page, add an entry to SHOTS. SCREENSHOTS_ONLY=name,name takes only
// those entries ("admin" for the administration's pages).
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { callApi } from "./support/api.mjs";
import { startE2eServer, waitForServer } from "./support/server-process.mjs";
import { chromium } from "playwright-core";
import { shootAdministration } from "./screenshots-admin.mjs";
import { prepareClass } from "./screenshots-classes.mjs";
import { prepareReviewers, shootReview } from "./screenshots-review.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.SCREENSHOTS_PORT ?? "3400";
const baseURL = `http://127.0.0.1:${port}`;
const api = `${baseURL}/english-api/api/v1`;
const outDir = path.join(root, "docs", "screenshots");
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
];
/** The interface's words the flows below look for, from the catalogues of each language. */
function textsOf(locale) {
  const catalogue = (name) =>
    JSON.parse(readFileSync(path.join(root, "messages", locale, `${name}.json`), "utf8"));
  const test = catalogue("test");
  const statistics = catalogue("statistics");
  const before = (message) => message.slice(0, message.indexOf("{"));
  return {
    yourAnswer: test.question.yourAnswer,
    /** "Question 4 of 10", or its start "Question 4 of " when total is left out. */
    question: (index, total = "") =>
      `${test.progress.position.replace("{index}", index).replace("{total}", total)}`,
    confirmTitle: test.runner.confirmTitle,
    yes: test.runner.yes,
    resultTitle: test.result.title,
    chartLabelStart: before(statistics.unit.chartLabel),
  };
}
const TEXTS = { en: textsOf("en"), ru: textsOf("ru") };
// Which language each page was opened in, for the flows' texts.
const localeOfPage = new WeakMap();
const textsFor = (page) => TEXTS[localeOfPage.get(page) ?? "en"];
const ONLY = process.env.SCREENSHOTS_ONLY?.split(",").map((name) => name.trim());
const wanted = (name) => !ONLY || ONLY.includes(name);
// The passwords scripts/e2e-server.mjs gives the seeded accounts.
const ACCOUNTS = {
  learner: { login: "learner", password: "practice-learner" },
  admin: { login: "admin", password: "practice-admin" },
  // The demo editor also holds the teacher scope (db/seed).
  editor: { login: "editor", password: "practice-editor" },
};
// The class the teacher's pages show, created by main() before the pictures.
let classId;

/**
 * One picture per entry and width, written to `<name>-<width>.png`. `account`
 * is who is logged in (null: a guest); `show` brings the page into the state
 * to photograph; `fullPage` takes the whole scrolling page instead of the screen;
 * `locale` is the interface language chosen in that browser (English when left out).
 * The administration's pages go here too, with account "admin".
 */
const SHOTS = [
  { name: "home", account: null, fullPage: false, show: (page) => visit(page, "/") },
  // What a search from Home lands on: a unit and the words that match, each with its unit's vocabulary.
  { name: "search-results", account: null, fullPage: true, show: (page) => visit(page, "/search?q=home") },
  {
    name: "vocabulary",
    account: null,
    fullPage: true,
    show: async (page) => {
      await visit(page, "/units/travel/vocabulary");
      await page.getByRole("table").waitFor();
    },
  },
  {
    name: "test-in-progress",
    account: "learner",
    fullPage: false,
    show: showTestInProgress,
  },
  // A round of 10, three answers in, after a reload: the test was kept and goes on where it was.
  {
    name: "round",
    account: "learner",
    fullPage: false,
    show: async (page) => {
      await visit(page, "/units/at-home/tests/words-writing/in-progress?round=10");
      await answerWords(page, 3, { wrong: 2 });
      await page.reload();
      await page.getByText("Question 4 of 10").waitFor();
    },
  },
  // The test's page with that round unfinished: Continue test, Start new test and the rounds.
  {
    name: "test-rounds",
    account: "learner",
    fullPage: false,
    show: (page) => visit(page, "/units/at-home/tests/words-writing"),
  },
  // Home in Russian: the motto, the top bar and Today's counts in Russian's plural forms.
  { name: "home-ru", account: "learner", locale: "ru", fullPage: true, show: (page) => visit(page, "/") },
  { name: "login-ru", account: null, locale: "ru", fullPage: false, show: (page) => visit(page, "/login") },
  // A test, its result and the statistics in Russian (the review's are taken with the review's pictures).
  {
    name: "test-in-progress-ru",
    account: "learner",
    locale: "ru",
    fullPage: false,
    show: showTestInProgress,
  },
  { name: "result-dialog-ru", account: "learner", locale: "ru", fullPage: false, show: showResultDialog },
  { name: "statistics-ru", account: "learner", locale: "ru", fullPage: true, show: showStatistics },
  // Home with the unfinished round in Today's panel.
  {
    name: "home-unfinished",
    account: "learner",
    fullPage: true,
    show: (page) => visit(page, "/"),
  },
  {
    name: "listening",
    account: "learner",
    fullPage: false,
    show: async (page) => {
      await visit(page, "/units/travel/tests/listening/in-progress");
      // The first word heard typed with its last letter missing, the second rightly.
      for (const index of [1, 2]) {
        await page.getByText(new RegExp(`^Question ${index} of `)).waitFor();
        const word = await page.evaluate(() => window.__spoken.at(-1));
        const field = page.getByRole("textbox", { name: "Your answer" });
        await field.fill(index === 1 ? word.slice(0, -1) : word);
        await field.press("Enter");
      }
      await page.getByText(/^Question 3 of /).waitFor();
    },
  },
  {
    name: "recognition",
    account: "learner",
    fullPage: false,
    show: async (page) => {
      await visit(page, "/units/travel/tests/recognition/in-progress");
      const words = await json("GET", "/units/travel/words");
      // The first picked rightly, the second wrongly, with the keys.
      for (const index of [1, 2]) {
        await page.getByText(new RegExp(`^Question ${index} of `)).waitFor();
        const prompt = (await page.locator("#test-prompt").textContent())?.trim();
        const ru = words.find((item) => item.en === prompt)?.ru;
        const texts = await page.getByRole("group", { name: prompt }).getByRole("button").allTextContents();
        const right = texts.findIndex((text) => text.slice(1).trim() === ru);
        await page.keyboard.press(String(index === 1 ? right + 1 : ((right + 1) % texts.length) + 1));
      }
      await page.getByText(/^Question 3 of /).waitFor();
    },
  },
  {
    name: "phrases",
    account: "learner",
    fullPage: true,
    show: async (page) => {
      await visit(page, "/units/travel/tests/phrases/in-progress");
      const phrases = await json("GET", "/units/travel/phrases");
      const bank = page.getByRole("group", { name: "Word bank" });
      const chip = (word) =>
        bank.getByRole("button", {
          name: new RegExp(`^${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i"),
        });
      // The first phrase ends with a word of another phrase (wrong); the second is half built.
      for (const index of [1, 2]) {
        await page.getByText(new RegExp(`^Question ${index} of `)).waitFor();
        const prompt = (await page.locator("#test-prompt").textContent())?.trim();
        const words = phrases.find((item) => item.ru === prompt).enQuestion.split(" ");
        if (index === 2) {
          for (const word of words.slice(0, 3)) await chip(word).first().click();
          break;
        }
        const own = new Set(words.map((word) => word.toLowerCase()));
        const chips = await bank.getByRole("button").allTextContents();
        const wrong = chips.find((text) => !own.has(text.toLowerCase()));
        for (const word of [...words.slice(0, -1), wrong]) await chip(word).first().click();
        await page.getByRole("button", { name: "Answer", exact: true }).click();
      }
      await page.getByRole("status").getByText("Not quite").waitFor();
      // A picked chip keeps the focus, which scrolled the page; the whole page is taken from its top.
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: "result-dialog",
    account: "learner",
    fullPage: false,
    show: showResultDialog,
  },
  {
    name: "typo-diff",
    account: "learner",
    fullPage: false,
    show: async (page) => {
      await visit(page, "/units/travel/tests/words-writing/in-progress");
      // Right answers until a word long enough to forgive a typo, which is mistyped.
      await answerWords(page, 12, { typo: 1, until: "typo" });
      await page.getByRole("status").getByText("Accepted — check the spelling").waitFor();
    },
  },
  {
    name: "result-diff",
    account: "learner",
    fullPage: false,
    show: async (page) => {
      await visit(page, "/units/travel/tests/words-writing/in-progress");
      await answerWords(page, 12, { typo: 1, misspelt: 2 });
      await page
        .getByRole("dialog", { name: "Confirmation message" })
        .getByRole("button", { name: "Yes" })
        .click();
      const diff = page.getByRole("dialog", { name: "Test result" }).getByTestId("answer-diff").first();
      await diff.waitFor();
      // The table lists the unit's order: bring the first diff into the dialog's view.
      await diff.scrollIntoViewIfNeeded();
    },
  },
  {
    name: "statistics",
    account: "learner",
    fullPage: true,
    show: showStatistics,
  },
  {
    name: "chart-dialog",
    account: "learner",
    fullPage: false,
    show: async (page) => {
      await visit(page, "/statistics/words-writing/travel");
      await page
        .getByRole("group", { name: /^Results of/ })
        .getByRole("button")
        .last()
        .click();
      await page.getByRole("dialog", { name: /^Test result \(/ }).waitFor();
    },
  },
  {
    name: "class-page",
    account: "editor",
    fullPage: true,
    show: (page) => visit(page, `/classes/${classId}`),
  },
  {
    name: "class-progress",
    account: "editor",
    fullPage: true,
    show: (page) => visit(page, `/classes/${classId}/progress`),
  },
];

async function showTestInProgress(page) {
  await visit(page, "/units/travel/tests/words-writing/in-progress");
  await answerWords(page, 3);
  // Half-way through typing the fourth answer.
  const word = await currentWord(page);
  await page.getByRole("textbox", { name: textsFor(page).yourAnswer }).fill(word.slice(0, 3));
}

async function showResultDialog(page) {
  const texts = textsFor(page);
  await visit(page, "/units/travel/tests/words-writing/in-progress");
  // One wrong answer, so the table shows both marks.
  await answerWords(page, 12, { wrong: 5 });
  await page
    .getByRole("dialog", { name: texts.confirmTitle })
    .getByRole("button", { name: texts.yes })
    .click();
  await page.getByRole("dialog", { name: texts.resultTitle }).waitFor();
}

async function showStatistics(page) {
  await visit(page, "/statistics/words-writing/travel");
  await page
    .getByRole("group", { name: new RegExp(`^${textsFor(page).chartLabelStart}`) })
    .getByRole("button")
    .first()
    .waitFor();
}

async function visit(page, url) {
  await page.goto(`${baseURL}${url}`);
  await page.waitForLoadState("networkidle");
}

/** The English word of the Russian prompt on screen (the public word list has both). */
async function currentWord(page) {
  const words = await json("GET", "/units/travel/words");
  const prompt = (await page.locator("#test-prompt").textContent())?.trim();
  return words.find((item) => item.ru === prompt)?.en ?? "?";
}

/**
 * Answers `count` questions of a words-writing test: the `wrong`-th one
 * wrongly, the `typo`-th word of six letters or more with two neighbouring
 * letters swapped (forgiven), the `misspelt`-th word of six to eight letters
 * with two letters left out (not forgiven). `until: "typo"` stops after the typo.
 */
async function answerWords(page, count, { wrong = 0, typo = 0, misspelt = 0, until } = {}) {
  const texts = textsFor(page);
  const field = page.getByRole("textbox", { name: texts.yourAnswer });
  let typos = 0;
  let misspellings = 0;
  for (let index = 1; index <= count; index += 1) {
    await page.getByText(new RegExp(`^${texts.question(index)}`)).waitFor();
    const word = await currentWord(page);
    let answer = word;
    if (index === wrong) answer = "wrong";
    else if (word.length >= 6 && ++typos === typo) answer = word[0] + word[2] + word[1] + word.slice(3);
    else if (word.length >= 6 && word.length <= 8 && ++misspellings === misspelt)
      answer = word.slice(0, 2) + word.slice(4);
    await field.fill(answer);
    await field.press("Enter");
    if (until === "typo" && typos === typo && answer !== word) return;
  }
}

const json = (method, url, body, token) => callApi(api, method, url, body, token);

/** Past results of the demo learner, so the charts have bars and the units badges of several colours. */
async function createResults() {
  const { token } = await json("POST", "/auth/login", ACCOUNTS.learner);
  const plan = [
    { unit: "travel", correct: [7, 10, 12] },
    { unit: "food-and-drink", correct: [11, 12] },
    { unit: "at-home", correct: [5, 4] },
  ];
  for (const { unit, correct } of plan) {
    const { id } = await json("GET", `/units/${unit}`);
    const words = await json("GET", `/units/${unit}/words`);
    for (const count of correct) {
      const answers = words.map((word, index) => ({
        questionId: word.id,
        answer: index < count ? word.en : "-",
      }));
      await json("POST", "/results/words-writing", { unitId: id, createdTs: Date.now(), answers }, token);
    }
  }
}

async function logIn(page, account) {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel("Login", { exact: true }).fill(account.login);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL(`${baseURL}/`);
}

/** Lets the toasts of earlier steps (the welcome, a saved result) fade before a picture. */
async function waitForToastsToGo(page) {
  await page
    .locator("[data-sonner-toast]")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => {});
}

async function main() {
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.error("No production build found: run `npx next build` (or `npm run build`) first.");
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  const { server, stop, output } = startE2eServer({ root, port, dataDir: ".data/screenshots" });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => void stop().then(() => process.exit(1)));
  }
  let browser;
  try {
    await waitForServer({ api, server, output });
    await createResults();
    if (wanted("class-page") || wanted("class-progress")) classId = await prepareClass(api, ACCOUNTS.editor);
    const reviewers = await prepareReviewers(api, WIDTHS);
    const russianReviewers = await prepareReviewers(api, WIDTHS);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    for (const viewport of WIDTHS) {
      // One browser context per account and width: the login is done once.
      const pages = new Map();
      const pageFor = async (accountName, locale) => {
        const key = `${accountName ?? "guest"}:${locale ?? "en"}`;
        if (!pages.has(key)) {
          const context = await browser.newContext({
            viewport,
            locale: "en-GB",
            timezoneId: "Europe/Moscow",
            deviceScaleFactor: 1,
          });
          // The pronounce buttons and the listening test need an English voice, which headless
          // Chromium lacks: a stand-in that notes what it is asked to say (window.__spoken).
          await context.addInitScript(() => {
            const voice = { name: "British English", lang: "en-GB", default: true, localService: true };
            window.__spoken = [];
            window.speechSynthesis.getVoices = () => [{ ...voice, voiceURI: voice.name }];
            window.speechSynthesis.cancel = () => {};
            window.speechSynthesis.speak = (utterance) => void window.__spoken.push(utterance.text);
            window.SpeechSynthesisUtterance = class {
              voice = null;
              lang = "";
              constructor(text) {
                this.text = text;
              }
            };
          });
          const page = await context.newPage();
          if (accountName) await logIn(page, ACCOUNTS[accountName]);
          // After the login, which sets the cookie from the account's own choice.
          if (locale) await context.addCookies([{ name: "practice-locale", value: locale, url: baseURL }]);
          localeOfPage.set(page, locale ?? "en");
          pages.set(key, page);
        }
        return pages.get(key);
      };
      for (const shot of SHOTS.filter((entry) => wanted(entry.name))) {
        const page = await pageFor(shot.account, shot.locale);
        await shot.show(page);
        if (!shot.name.startsWith("result-dialog")) await waitForToastsToGo(page);
        const file = path.join(outDir, `${shot.name}-${viewport.width}.png`);
        // Transitions (the progress bar, a toast sliding in) are shown at their end.
        await page.screenshot({ path: file, fullPage: shot.fullPage, animations: "disabled" });
        console.log(`wrote ${path.relative(root, file)}`);
      }
      for (const page of pages.values()) await page.context().close();
      if (!wanted("admin")) continue;
      // Each administration section: the list with an item open in edit mode.
      const adminContext = await browser.newContext({
        viewport,
        locale: "en-GB",
        timezoneId: "Europe/Moscow",
      });
      const adminPage = await adminContext.newPage();
      await shootAdministration(
        adminPage,
        async (name) => {
          const file = path.join(outDir, `${name}-${viewport.width}.png`);
          await adminPage.screenshot({ path: file, animations: "disabled" });
          console.log(`wrote ${path.relative(root, file)}`);
        },
        { baseURL },
      );
      await adminContext.close();
      // The spaced review: a wrong answer with its feedback, and the finished session.
      for (const [locale, reviewer] of [
        ["en", reviewers.get(viewport.width)],
        ["ru", russianReviewers.get(viewport.width)],
      ]) {
        const reviewContext = await browser.newContext({
          viewport,
          locale: "en-GB",
          timezoneId: "Europe/Moscow",
        });
        const reviewPage = await reviewContext.newPage();
        const suffix = locale === "en" ? "" : `-${locale}`;
        await shootReview(
          reviewPage,
          async (name) => {
            const file = path.join(outDir, `${name}${suffix}-${viewport.width}.png`);
            await reviewPage.screenshot({ path: file, animations: "disabled" });
            console.log(`wrote ${path.relative(root, file)}`);
          },
          { baseURL, api, reviewer, locale },
        );
        await reviewContext.close();
      }
    }
  } finally {
    await browser?.close();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
