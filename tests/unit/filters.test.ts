import { describe, it, expect } from "vitest";
import {
  filterEndpoints,
  filterPhrases,
  filterPickListWords,
  filterScopes,
  filterUnits,
  filterUsers,
  filterVocabulary,
  filterWords,
  matchesSearch,
} from "../../lib/domain/filters";
import { outcomes } from "./support/examples";

/** Checks the items a list filter keeps for each query, named by their positions in `items`. */
function searches<T>(
  filter: (items: readonly T[], query?: string) => T[],
  items: readonly T[],
  kept: Record<string, number[]>,
): void {
  for (const [query, positions] of Object.entries(kept)) {
    it(`keeps items ${JSON.stringify(positions)} for ${JSON.stringify(query)}`, () => {
      expect(filter(items, query)).toStrictEqual(positions.map((position) => items[position]));
    });
  }
}

describe("matchesSearch", () => {
  outcomes(
    matchesSearch,
    { true: true, false: false },
    {
      "matches everything for an empty, blank or missing query": {
        true: [[undefined, "apple"], [null, "apple"], ["", "apple"], ["  \t ", "apple"], ["", null], [""]],
      },
      "finds a case-insensitive substring in any field": {
        true: [
          ["PPL", "apple"],
          ["ban", "apple", "Banana"],
        ],
        false: [["cherry", "apple", "banana"]],
      },
      "trims the query but not inner spaces": {
        true: [
          ["  apple ", "big apple"],
          ["big apple", "big apple"],
        ],
        false: [["big  apple", "big apple"]],
      },
      "folds the case of Cyrillic text": {
        true: [
          ["ЯБЛОКО", "яблоко"],
          ["яблоко", "Зелёное ЯБЛОКО"],
        ],
        false: [["груша", "яблоко"]],
      },
      "skips missing fields": {
        true: [["a", null, "cat"]],
        false: [["a", null, undefined], ["a"]],
      },
    },
  );
});

describe("filterWords", () => {
  const words = [
    { id: 1, en: "Apple", ru: "яблоко" },
    { id: 2, en: "pear", ru: "груша" },
    { id: 3, en: "pineapple", ru: "ананас" },
  ];

  describe("keeps matching items in their order, searching en and ru", () => {
    searches(filterWords, words, { apple: [0, 2], ГРУ: [1], plum: [] });
  });

  it("returns a new array with everything for an empty query", () => {
    const all = filterWords(words);
    expect(all).toEqual(words);
    expect(all).not.toBe(words);
    expect(filterWords(words, null)).toEqual(words);
    expect(filterWords(words, " ")).toEqual(words);
  });
});

describe("filterEndpoints searches url, method and admin page url", () => {
  const endpoints = [
    { url: "/api/units", method: "GET", adminPageUrl: "/admin/units" },
    { url: "/api/tests", method: "POST", adminPageUrl: null },
    { url: "/api/users", method: "DELETE", adminPageUrl: "/admin/people" },
  ];
  searches(filterEndpoints, endpoints, { tests: [1], post: [1], people: [2], admin: [0, 2] });
});

describe("filterPhrases searches the English question and Russian text only", () => {
  const phrases = [
    { enQuestion: "How are you?", ru: "Как дела?", en: "hidden" },
    { enQuestion: "Good night", ru: "Спокойной ночи", en: "hidden" },
  ];
  searches(filterPhrases, phrases, { how: [0], НОЧИ: [1], hidden: [] });
});

describe("filterScopes searches name and value", () => {
  const scopes = [
    { name: "Admin", value: "admin:all" },
    { name: "Reader", value: "units:read" },
  ];
  searches(filterScopes, scopes, { read: [1], ALL: [0] });
});

describe("filterUnits searches name and url only", () => {
  const units = [
    { name: "Food", url: "food", description: "fruit" },
    { name: "Travel", url: "travel-basics", description: "airport" },
  ];
  searches(filterUnits, units, { basics: [1], FOOD: [0], airport: [] });
});

describe("filterUsers searches login and email", () => {
  const users = [
    { login: "anna", email: "anna@example.com" },
    { login: "boris", email: "b.petrov@example.org" },
  ];
  searches(filterUsers, users, { petrov: [1], ANNA: [0], example: [0, 1] });
});

describe("filterVocabulary searches en, ru and transcription", () => {
  const vocabulary = [
    { en: "thought", ru: "мысль", transcription: "θɔːt" },
    { en: "through", ru: "через", transcription: null },
  ];
  searches(filterVocabulary, vocabulary, { ɔː: [0], ЧЕР: [1], thr: [1] });
});

describe("filterPickListWords searches the English word only", () => {
  const words = [
    { en: "apple", ru: "яблоко" },
    { en: "pear", ru: "груша" },
  ];
  searches(filterPickListWords, words, { PEA: [1], яблоко: [], "": [0, 1] });
});
