// The spaced review's pictures for scripts/screenshots.mjs: a question just
// answered wrong (the feedback and "I was right") and the end of a session.
// Cards come from a words-writing test with wrong answers, which FSRS brings
// back after one minute; one learner per width, so each has cards to review.
//
//   const reviewers = await prepareReviewers(api, widths);   // early: the minute runs meanwhile
//   await shootReview(page, (name) => shootCurrentPage(page, name), { baseURL, api, reviewer });

import { readFileSync } from "node:fs";

const UNIT = "at-home";
const WRONG = new Set([1, 4, 6]);
const FIRST_LEARNING_STEP_MS = 60_000;

async function json(api, method, url, body, token) {
  const response = await fetch(`${api}${url}`, {
    method,
    headers: { "Content-Type": "application/json", ...(token ? { "X-Session-Token": token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Registers a learner per width who takes the unit's test with three wrong answers. */
export async function prepareReviewers(api, widths) {
  const { id } = await json(api, "GET", `/units/${UNIT}`);
  const words = await json(api, "GET", `/units/${UNIT}/words`);
  const reviewers = new Map();
  for (const { width } of widths) {
    const login = `reviewer-${width}-${Date.now().toString(36)}`;
    const password = `pw-${login}`;
    const { token } = await json(api, "POST", "/auth/register", {
      login,
      email: `${login}@example.com`,
      password,
      confirmPassword: password,
    });
    const answers = words.map((word, index) => ({
      questionId: word.id,
      answer: WRONG.has(index) ? "no idea" : word.en,
    }));
    await json(api, "POST", "/results/words-writing", { unitId: id, createdTs: Date.now(), answers }, token);
    reviewers.set(width, { login, password, dueAt: Date.now() + FIRST_LEARNING_STEP_MS + 1000 });
  }
  return reviewers;
}

/** The review's words the flow looks for, in the interface language `locale`. */
function reviewTexts(locale) {
  const catalogue = (name) =>
    JSON.parse(readFileSync(new URL(`../messages/${locale}/${name}.json`, import.meta.url), "utf8"));
  const test = catalogue("test");
  const review = catalogue("review");
  return {
    yourAnswer: test.question.yourAnswer,
    graded: review.feedback.graded.slice(0, review.feedback.graded.indexOf("{")),
    card: (index, total) => test.progress.cardPosition.replace("{index}", index).replace("{total}", total),
    finished: review.summary.title,
  };
}

export async function shootReview(page, shoot, { baseURL, api, reviewer, locale = "en" }) {
  const texts = reviewTexts(locale);
  const words = await json(api, "GET", `/units/${UNIT}/words`);
  const english = async () => {
    const prompt = (await page.locator("#test-prompt").textContent())?.trim();
    return words.find((word) => word.ru === prompt)?.en ?? "?";
  };
  await page.goto(`${baseURL}/login?callbackUrl=%2Freview`);
  await page.getByLabel("Login", { exact: true }).fill(reviewer.login);
  await page.getByLabel("Password", { exact: true }).fill(reviewer.password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL(`${baseURL}/review`);
  // After the login, which sets the cookie from the account's own choice.
  await page.context().addCookies([{ name: "practice-locale", value: locale, url: baseURL }]);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, reviewer.dueAt - Date.now())));
  await page.reload();
  const field = page.getByRole("textbox", { name: texts.yourAnswer });
  const graded = page.getByRole("status").filter({ hasText: texts.graded });
  await page.getByText(texts.card(1, 3)).waitFor();
  await page
    .locator("[data-sonner-toast]")
    .first()
    .waitFor({ state: "detached", timeout: 10_000 })
    .catch(() => {});

  // The first card answered with a slip: the word, its transcription and "I was right".
  await field.fill(`${(await english()).slice(0, -1)}`);
  await field.press("Enter");
  await graded.waitFor();
  await shoot("review");

  await field.press("Enter");
  for (const position of [2, 3]) {
    await page.getByText(texts.card(position, 3)).waitFor();
    await field.fill(await english());
    await field.press("Enter");
    await graded.waitFor();
    await field.press("Enter");
  }
  await page.getByRole("heading", { name: texts.finished }).waitFor();
  await page.waitForLoadState("networkidle");
  await shoot("review-finished");
}
