import type { Page } from "@playwright/test";

export type FakeVoice = { name: string; lang: string };
export type Spoken = { text: string; voice: string | null; lang: string };

export const BRITISH_VOICE: FakeVoice = { name: "Test British", lang: "en-GB" };
export const RUSSIAN_VOICE: FakeVoice = { name: "Test Russian", lang: "ru-RU" };

type SpeechState = { voices: FakeVoice[]; spoken: Spoken[] };

/**
 * Gives the page a speech synthesis with the given voices, which records what
 * it is asked to say instead of saying it (headless Chromium has no voices,
 * and a browser test must not depend on the machine's). `null`: the browser
 * has no speech synthesis at all.
 */
export async function fakeSpeech(page: Page, voices: FakeVoice[] | null): Promise<void> {
  await page.addInitScript((initial: FakeVoice[] | null) => {
    if (initial === null) {
      Object.defineProperty(window, "speechSynthesis", { value: undefined, configurable: true });
      return;
    }
    const state: SpeechState = { voices: initial, spoken: [] };
    (window as unknown as { __speech: SpeechState }).__speech = state;
    const synthesis = window.speechSynthesis;
    synthesis.getVoices = () =>
      state.voices.map((voice) => ({ ...voice, default: false, localService: true, voiceURI: voice.name }));
    synthesis.cancel = () => {};
    synthesis.speak = (utterance) =>
      void state.spoken.push({
        text: utterance.text,
        voice: utterance.voice?.name ?? null,
        lang: utterance.lang,
      });
    // The real utterance refuses a voice that is not one of the browser's own.
    window.SpeechSynthesisUtterance = class {
      voice: SpeechSynthesisVoice | null = null;
      lang = "";
      constructor(readonly text: string) {}
    } as unknown as typeof SpeechSynthesisUtterance;
  }, voices);
}

/** The browser's voices change, as when they finish loading after the page. */
export async function changeVoices(page: Page, voices: FakeVoice[]): Promise<void> {
  await page.evaluate((next) => {
    (window as unknown as { __speech: SpeechState }).__speech.voices = next;
    window.speechSynthesis.dispatchEvent(new Event("voiceschanged"));
  }, voices);
}

/** What the page asked the speech synthesis to say, in order. */
export async function spoken(page: Page): Promise<Spoken[]> {
  return page.evaluate(() => (window as unknown as { __speech: SpeechState }).__speech.spoken);
}
