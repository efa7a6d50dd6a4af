import { expect, type Locator, type Page } from "@playwright/test";
import type { TestTypeSlug } from "../../../lib/domain/test-types";
import { phraseByPrompt, wordByPrompt } from "./demo";

/** Matches a text whole, in any letter case. */
const wholeText = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i");

/** The test in progress (/units/{unit}/tests/{type}/in-progress) as a learner sees it. */
export class TestRunnerPage {
  readonly answerField: Locator;
  readonly answerButton: Locator;
  readonly progress: Locator;
  /** The chips not yet in the answer. */
  readonly chips: Locator;
  /** The answer as chips, word by word. */
  readonly answerLine: Locator;

  constructor(
    readonly page: Page,
    readonly unitUrl: string,
    readonly testType: TestTypeSlug,
  ) {
    this.answerField = page.getByRole("textbox", { name: "Your answer" });
    this.answerButton = page.getByRole("button", { name: "Answer", exact: true });
    this.progress = page.getByRole("progressbar", { name: "Test progress" });
    this.chips = page.getByRole("group", { name: "Word bank" });
    this.answerLine = page.getByRole("group", { name: "Answer line" });
  }

  get indexUrl(): string {
    return `/units/${this.unitUrl}/tests/${this.testType}`;
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.indexUrl}/in-progress`);
    await expect(this.answerField).toBeFocused();
  }

  /** The Russian prompt of the current question (the answer field is described by it). */
  async prompt(): Promise<string> {
    const text = await this.page.locator("#test-prompt").textContent();
    return (text ?? "").trim();
  }

  position(index: number, total: number): Locator {
    return this.page.getByText(`Question ${index} of ${total}`, { exact: true });
  }

  /** The English answer of the current prompt, from the demo content. */
  async correctAnswer(): Promise<string> {
    const prompt = await this.prompt();
    return this.testType === "phrases"
      ? phraseByPrompt(this.unitUrl, prompt).enQuestion
      : wordByPrompt(this.unitUrl, prompt).en;
  }

  /** The chip of a word, which shows the first word of a phrase in lower case. */
  chip(word: string, within: Locator = this.chips): Locator {
    return within.getByRole("button", { name: wholeText(word) }).first();
  }

  /** Builds the current phrase by clicking its chips in order. */
  async buildWithChips(phrase: string): Promise<void> {
    for (const word of phrase.split(/\s+/)) await this.chip(word).click();
    await expect(this.answerField).toHaveValue(wholeText(phrase));
  }

  /**
   * Answers questions 1..total in order; `answerFor` may return a wrong
   * answer for a question. Words are typed and sent with Enter, phrases are
   * built from chips and sent with the Answer button.
   */
  async answerAll(total: number, answerFor?: (index: number, correct: string) => string): Promise<void> {
    await this.answerFirst(total, total, answerFor);
  }

  /** Answers questions 1..count of a test of `total`, as answerAll does. */
  async answerFirst(
    count: number,
    total: number,
    answerFor?: (index: number, correct: string) => string,
  ): Promise<void> {
    for (let index = 1; index <= count; index += 1) {
      await expect(this.position(index, total)).toBeVisible();
      const correct = await this.correctAnswer();
      const answer = answerFor ? answerFor(index, correct) : correct;
      if (this.testType === "phrases" && answer === correct) {
        await this.buildWithChips(answer);
        await this.answerButton.click();
      } else {
        await this.answerField.fill(answer);
        await this.answerField.press("Enter");
      }
    }
  }

  /** The result dialog opened after a saved submission. */
  resultDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Test result" });
  }

  /** Confirms the submission and waits for the saved result. */
  async confirmSubmission(): Promise<Locator> {
    const confirmation = this.page.getByRole("dialog", { name: "Confirmation message" });
    await expect(confirmation).toContainText("Are you sure that you are going to submit test results?");
    await confirmation.getByRole("button", { name: "Yes" }).click();
    const dialog = this.resultDialog();
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
