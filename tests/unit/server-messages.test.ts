// Server messages reach a form in the reader's language (lib/i18n/server-messages.ts),
// while English stays byte for byte what the service layer wrote.
import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import { AppError, parseInput } from "@/lib/errors";
import {
  argumentKinds,
  hasTemplate,
  localizeFailure,
  localizeMessage,
  sourceOf,
} from "@/lib/i18n/server-messages";
import { CATALOGUES } from "@/messages";
import { timeToWait } from "@/lib/services/volume-limits";
import { FORMULA_MESSAGE } from "@/lib/domain/csv-cells";
import { registerInput } from "@/lib/validation/auth";
import { wordInput } from "@/lib/validation/content";
import { serviceMessages, validationMessages } from "./support/server-message-literals";

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error("no AppError");
}

describe("a server message", () => {
  const samples = [
    ["Login is required", "Заполните поле «Логин»"],
    ["Name must be at most 200 characters", "Поле «Название» должно содержать не более 200 символов"],
    ["Login must be at most 32 characters", "Поле «Логин» должно содержать не более 32 символов"],
    ["Password must have at least 8 characters", "Поле «Пароль» должно содержать не менее 8 символов"],
    ["Passwords do not match", "Пароли не совпадают"],
    ["Current password is incorrect", "Текущий пароль введён неверно"],
    [
      `Too many review answers: at most 100 an hour. Please try again in ${timeToWait(60_000)}.`,
      "Слишком много ответов в повторении: не более 100 ответов в час. Повторите попытку через 1 минуту.",
    ],
    [
      `Too many accounts registered from your address. Please try again in ${timeToWait(22 * 60_000)}.`,
      "С вашего адреса зарегистрировано слишком много аккаунтов. Повторите попытку через 22 минуты.",
    ],
    [
      "Too many failed login attempts for this login. Please try again in 15 minutes.",
      "Слишком много неудачных попыток входа для этого логина. Повторите попытку через 15 минут.",
    ],
    ["You do not have access to this resource", "У вас нет доступа к этому ресурсу"],
    ["Resource was not found", "Ресурс не найден"],
    ["Unit was not found", "Раздел не найден"],
    ["Word was not found", "Слово не найдено"],
    ["A phrase with this URL already exists", "Фраза с таким URL уже есть"],
    ["Something went wrong", "Что-то пошло не так"],
    // A CSV import's reasons for an invalid row.
    ["Has 3 cells; the header names 4", "Ячеек в строке: 3, а колонок в заголовке: 4"],
    [
      "Also on row 2: a key may appear once",
      "Этот ключ уже есть в строке 2: каждый ключ может встречаться один раз",
    ],
    ["No word has the url cat, dog", "Нет слов с такими url: cat, dog"],
    [
      FORMULA_MESSAGE,
      "Начинается как формула электронной таблицы (= + - @); чтобы оставить это текстом, поставьте в начале апостроф",
    ],
  ] as const;

  it("is read in Russian from its template, its label and its wait translated too", () => {
    for (const [english, russian] of samples) expect(localizeMessage(english, "ru")).toBe(russian);
  });

  it("stays exactly as the server wrote it in English", () => {
    for (const [english] of samples) expect(localizeMessage(english, "en")).toBe(english);
  });

  it("that no template reads stays English", () => {
    expect(localizeMessage("Unexpected token in JSON", "ru")).toBe("Unexpected token in JSON");
  });

  it("of a real refusal is localized with every field message (register: empty login, mismatched passwords)", () => {
    const error = refusal(() =>
      parseInput(
        registerInput,
        { login: "", email: "learner@example.com", password: "password1", confirmPassword: "x" },
        "isValid",
      ),
    );
    const failure = { ok: false, status: error.status, message: error.message, fields: error.fields };
    expect(localizeFailure(failure, "en")).toEqual(failure);
    expect(localizeFailure(failure, "ru")).toEqual({
      ok: false,
      status: 422,
      message: "Проверьте введённые данные",
      fields: {
        login: "Поле «Логин» должно содержать не менее 3 символов",
        confirmPassword: "Пароли не совпадают",
      },
    });
    const word = refusal(() =>
      parseInput(wordInput, { url: "a", en: "x".repeat(201), ru: "", transcription: " " }),
    );
    expect(localizeFailure({ message: word.message, fields: word.fields }, "ru").fields).toEqual({
      en: "Поле «Английское слово» должно содержать не более 200 символов",
      ru: "Заполните поле «Перевод на русский»",
      transcription: "Заполните поле «Транскрипция»",
    });
  });
});

describe("every message the server writes", () => {
  it("has a template in the errors catalogue: the validation schemas' messages", () => {
    const literals = validationMessages();
    expect(literals.length).toBeGreaterThan(50);
    expect(literals.filter(({ text }) => !hasTemplate(text))).toEqual([]);
  });

  it("has a template in the errors catalogue: the service layer's AppError messages", () => {
    const literals = serviceMessages();
    expect(literals.length).toBeGreaterThan(40);
    expect(literals.filter(({ text }) => !hasTemplate(text))).toEqual([]);
  });
});

describe("a catalogue precompiled by the build", () => {
  type Group = Record<string, string>;
  const groups = (locale: "en" | "ru") => {
    const { messages, labels, parts } = CATALOGUES[locale].errors as unknown as Record<string, Group>;
    return { ...messages, ...labels, ...parts };
  };

  it("gives back each English template's text", () => {
    for (const message of Object.values(groups("en"))) expect(sourceOf(compile(message))).toBe(message);
  });

  it("tells the Russian messages' choices and counts as the ICU text does", () => {
    for (const message of Object.values(groups("ru"))) {
      expect(argumentKinds(compile(message)), message).toEqual(argumentKinds(message));
    }
  });
});
