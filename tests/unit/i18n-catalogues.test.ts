// The catalogues under messages/: both locales hold the same keys, every
// message parses as ICU, plurals give Russian its three forms, and no key is
// left that no source file uses.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "@/messages";
import { LOCALES } from "@/lib/i18n/locales";

type Tree = { [key: string]: string | Tree };

/** "ns.a.b" → message, for every leaf. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") flat.set(id, value);
    else for (const [inner, message] of flatten(value, id)) flat.set(inner, message);
  }
  return flat;
}

const flat = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(CATALOGUES[locale] as Tree)]));

describe("the catalogues", () => {
  it("have one file per namespace in each locale, all of them loaded", () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join("messages", locale)).filter((file) => file.endsWith(".json"));
      expect(files.map((file) => file.replace(/\.json$/, "")).sort()).toEqual(
        Object.keys(CATALOGUES[locale]).sort(),
      );
    }
  });

  it("hold the same keys in every locale", () => {
    const [reference, ...others] = LOCALES;
    for (const locale of others) {
      expect([...flat[locale]!.keys()].sort(), `${locale} against ${reference}`).toEqual(
        [...flat[reference]!.keys()].sort(),
      );
    }
  });

  it("hold messages that parse as ICU and name the same arguments in every locale", () => {
    for (const locale of LOCALES) {
      for (const [id, message] of flat[locale]!) {
        expect(() => new IntlMessageFormat(message, locale), `${locale}: ${id}`).not.toThrow();
        expect(message.trim(), `${locale}: ${id} is empty`).not.toBe("");
      }
    }
    const argumentsOf = (message: string) => [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();
    for (const [id, message] of flat.en!) {
      expect(new Set(argumentsOf(flat.ru!.get(id)!)), id).toEqual(new Set(argumentsOf(message)));
    }
  });

  it("give every Russian plural its one, few and many forms", () => {
    for (const [id, message] of flat.ru!) {
      if (!message.includes(", plural,")) continue;
      for (const form of ["one", "few", "many", "other"]) {
        expect(message, `${id} lacks ${form}`).toMatch(new RegExp(`\\b${form} \\{`));
      }
    }
  });

  it("count in each language's own forms at 0, 1, 2, 5 and 21", () => {
    const format = (locale: string, id: string, values: Record<string, number>) =>
      new IntlMessageFormat(flat[locale]!.get(id)!, locale).format(values);
    const counts = [0, 1, 2, 5, 21];
    expect(counts.map((count) => format("en", "home.today.dueFigure", { count }))).toEqual([
      "0 cards due",
      "1 card due",
      "2 cards due",
      "5 cards due",
      "21 cards due",
    ]);
    expect(counts.map((count) => format("ru", "home.today.dueFigure", { count }))).toEqual([
      "0 карточек к повторению",
      "1 карточка к повторению",
      "2 карточки к повторению",
      "5 карточек к повторению",
      "21 карточка к повторению",
    ]);
    expect(counts.map((count) => format("en", "common.topBar.reviewDue", { count }))).toEqual([
      "Review: no cards due",
      "Review: 1 card due",
      "Review: 2 cards due",
      "Review: 5 cards due",
      "Review: 21 cards due",
    ]);
    expect(counts.map((count) => format("ru", "home.today.streakFigure", { count }))).toEqual([
      "0 дней",
      "1 день",
      "2 дня",
      "5 дней",
      "21 день",
    ]);
    expect(counts.map((count) => format("ru", "home.today.answersToGo", { count }))).toEqual([
      "Осталось 0 ответов.",
      "Остался 1 ответ.",
      "Осталось 2 ответа.",
      "Осталось 5 ответов.",
      "Остался 21 ответ.",
    ]);
  });
});

/**
 * Which keys the source uses, by a plain scan (no type information): every
 * file under app/, components/ and lib/ that calls useTranslations or
 * getTranslations with a namespace ("home.today") uses a key of that
 * namespace when the rest of the key ("dueFigure", "login.title") appears in
 * it as a string literal, or its last segment appears as a quoted or
 * template-literal piece ("title" in t(`${mode}.title`), "home" in a list of
 * names passed to t(`nav.${name}`)). It can be fooled by a word that happens
 * to appear for another reason, never by a key really used; a key it cannot
 * see is a key to write more plainly.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => path.join(dir, file));
}

describe("every key", () => {
  it("is used by some source file", () => {
    const uses = ["app", "components", "lib"].flatMap(sourceFiles).flatMap((file) => {
      const source = readFileSync(file, "utf8");
      return [...source.matchAll(/(?:use|get)Translations\(\s*["'`]([\w.]+)["'`]/g)].map((match) => ({
        namespace: match[1]!,
        source,
      }));
    });
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const isUsed = (id: string) =>
      uses.some(({ namespace, source }) => {
        if (!id.startsWith(`${namespace}.`)) return false;
        const rest = id.slice(namespace.length + 1);
        const last = rest.split(".").at(-1)!;
        return (
          new RegExp(`["'\`]${escape(rest)}["'\`]`).test(source) ||
          new RegExp(`["'\`.]${escape(last)}["'\`]`).test(source)
        );
      });
    // The errors namespace's messages, labels and parts are read by no t() call:
    // lib/i18n/server-messages.ts walks every one of them, matching the English
    // text a server message is built from (it is the template), so a key there
    // is used by being in the catalogue. Its templates are held to the source
    // the other way round: tests/unit/server-messages.test.ts fails on a server
    // message no template reads.
    const readByServerMessages = (id: string) => /^errors\.(messages|labels|parts)\./.test(id);
    const unused = [...flat.en!.keys()].filter((id) => !isUsed(id) && !readByServerMessages(id));
    expect(unused).toEqual([]);
  });
});
