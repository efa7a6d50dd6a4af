import type { Page } from "@playwright/test";

/**
 * Words that stay Latin on a Russian page: the app's name and abbreviations
 * that Russian writes in Latin letters too.
 */
const LATIN_IN_RUSSIAN = new Set([
  "Practice",
  "FSRS",
  "CSV",
  "IPA",
  "URL",
  "API",
  "REST",
  "English",
  "ID",
  "OK",
]);

/**
 * Interface text on a Russian page that is written in Latin letters only:
 * every visible text node, and every aria-label, title, placeholder and alt,
 * outside content. Content is what the page shows of the data (an English
 * word, a unit's name, a login): it sits inside an element marked
 * `lang="en"` (English words and phrases, so that a screen reader reads them
 * as English) or `translate="no"` (names that are not translated).
 */
export async function latinInterfaceText(page: Page): Promise<string[]> {
  return page.evaluate(
    (allowed) => {
      const allowedWords = new Set(allowed);
      const isContent = (element: Element | null) =>
        element?.closest('[lang="en"], [translate="no"]') != null;
      const isHidden = (element: Element) => {
        if (element.closest("script, style, noscript, template, [hidden]")) return true;
        const style = getComputedStyle(element);
        return style.display === "none" || style.visibility === "hidden";
      };
      const latinOnly = (text: string) => {
        const words = text.match(/[\p{L}]+/gu) ?? [];
        if (words.length === 0 || words.some((word) => /\p{Script=Cyrillic}/u.test(word))) return false;
        return words.some((word) => /\p{Script=Latin}/u.test(word) && !allowedWords.has(word));
      };
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? "";
        if (!parent || !text || isContent(parent) || isHidden(parent)) continue;
        if (latinOnly(text)) found.push(`text "${text}" in <${parent.tagName.toLowerCase()}>`);
      }
      for (const element of document.body.querySelectorAll(
        "[aria-label], [title], [placeholder], img[alt]",
      )) {
        if (isContent(element) || isHidden(element)) continue;
        for (const name of ["aria-label", "title", "placeholder", "alt"]) {
          const value = element.getAttribute(name)?.trim();
          if (value && latinOnly(value))
            found.push(`${name} "${value}" on <${element.tagName.toLowerCase()}>`);
        }
      }
      if (latinOnly(document.title)) found.push(`title "${document.title}"`);
      return found;
    },
    [...LATIN_IN_RUSSIAN],
  );
}
