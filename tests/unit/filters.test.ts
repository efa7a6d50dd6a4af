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

describe("matchesSearch", () => {
  it("matches everything for an empty, blank or missing query", () => {
    expect(matchesSearch(undefined, "apple")).toBe(true);
    expect(matchesSearch(null, "apple")).toBe(true);
    expect(matchesSearch("", "apple")).toBe(true);
    expect(matchesSearch("  \t ", "apple")).toBe(true);
    expect(matchesSearch("", null)).toBe(true);
    expect(matchesSearch("")).toBe(true);
  });

  it("finds a case-insensitive substring in any field", () => {
    expect(matchesSearch("PPL", "apple")).toBe(true);
    expect(matchesSearch("ban", "apple", "Banana")).toBe(true);
    expect(matchesSearch("cherry", "apple", "banana")).toBe(false);
  });

  it("trims the query but not inner spaces", () => {
    expect(matchesSearch("  apple ", "big apple")).toBe(true);
    expect(matchesSearch("big apple", "big apple")).toBe(true);
    expect(matchesSearch("big  apple", "big apple")).toBe(false);
  });

  it("folds the case of Cyrillic text", () => {
    expect(matchesSearch("ЯБЛОКО", "яблоко")).toBe(true);
    expect(matchesSearch("яблоко", "Зелёное ЯБЛОКО")).toBe(true);
    expect(matchesSearch("груша", "яблоко")).toBe(false);
  });

  it("skips missing fields", () => {
    expect(matchesSearch("a", null, undefined)).toBe(false);
    expect(matchesSearch("a", null, "cat")).toBe(true);
    expect(matchesSearch("a")).toBe(false);
  });
});

describe("filterWords", () => {
  const words = [
    { id: 1, en: "Apple", ru: "яблоко" },
    { id: 2, en: "pear", ru: "груша" },
    { id: 3, en: "pineapple", ru: "ананас" },
  ];

  it("keeps matching items in their order, searching en and ru", () => {
    expect(filterWords(words, "apple").map((w) => w.id)).toEqual([1, 3]);
    expect(filterWords(words, "ГРУ").map((w) => w.id)).toEqual([2]);
    expect(filterWords(words, "plum")).toEqual([]);
  });

  it("returns a new array with everything for an empty query", () => {
    const all = filterWords(words);
    expect(all).toEqual(words);
    expect(all).not.toBe(words);
    expect(filterWords(words, null)).toEqual(words);
    expect(filterWords(words, " ")).toEqual(words);
  });
});

describe("filterEndpoints", () => {
  const endpoints = [
    { url: "/api/units", method: "GET", adminPageUrl: "/admin/units" },
    { url: "/api/tests", method: "POST", adminPageUrl: null },
    { url: "/api/users", method: "DELETE", adminPageUrl: "/admin/people" },
  ];

  it("searches url, method and admin page url", () => {
    expect(filterEndpoints(endpoints, "tests")).toEqual([endpoints[1]]);
    expect(filterEndpoints(endpoints, "post")).toEqual([endpoints[1]]);
    expect(filterEndpoints(endpoints, "people")).toEqual([endpoints[2]]);
    expect(filterEndpoints(endpoints, "admin")).toEqual([endpoints[0], endpoints[2]]);
  });
});

describe("filterPhrases", () => {
  const phrases = [
    { enQuestion: "How are you?", ru: "Как дела?", en: "hidden" },
    { enQuestion: "Good night", ru: "Спокойной ночи", en: "hidden" },
  ];

  it("searches the English question and Russian text only", () => {
    expect(filterPhrases(phrases, "how")).toEqual([phrases[0]]);
    expect(filterPhrases(phrases, "НОЧИ")).toEqual([phrases[1]]);
    expect(filterPhrases(phrases, "hidden")).toEqual([]);
  });
});

describe("filterScopes", () => {
  const scopes = [
    { name: "Admin", value: "admin:all" },
    { name: "Reader", value: "units:read" },
  ];

  it("searches name and value", () => {
    expect(filterScopes(scopes, "read")).toEqual([scopes[1]]);
    expect(filterScopes(scopes, "ALL")).toEqual([scopes[0]]);
  });
});

describe("filterUnits", () => {
  const units = [
    { name: "Food", url: "food", description: "fruit" },
    { name: "Travel", url: "travel-basics", description: "airport" },
  ];

  it("searches name and url only", () => {
    expect(filterUnits(units, "basics")).toEqual([units[1]]);
    expect(filterUnits(units, "FOOD")).toEqual([units[0]]);
    expect(filterUnits(units, "airport")).toEqual([]);
  });
});

describe("filterUsers", () => {
  const users = [
    { login: "anna", email: "anna@example.com" },
    { login: "boris", email: "b.petrov@example.org" },
  ];

  it("searches login and email", () => {
    expect(filterUsers(users, "petrov")).toEqual([users[1]]);
    expect(filterUsers(users, "ANNA")).toEqual([users[0]]);
    expect(filterUsers(users, "example")).toEqual(users);
  });
});

describe("filterVocabulary", () => {
  const vocabulary = [
    { en: "thought", ru: "мысль", transcription: "θɔːt" },
    { en: "through", ru: "через", transcription: null },
  ];

  it("searches en, ru and transcription", () => {
    expect(filterVocabulary(vocabulary, "ɔː")).toEqual([vocabulary[0]]);
    expect(filterVocabulary(vocabulary, "ЧЕР")).toEqual([vocabulary[1]]);
    expect(filterVocabulary(vocabulary, "thr")).toEqual([vocabulary[1]]);
  });
});

describe("filterPickListWords", () => {
  const words = [
    { en: "apple", ru: "яблоко" },
    { en: "pear", ru: "груша" },
  ];

  it("searches the English word only", () => {
    expect(filterPickListWords(words, "PEA")).toEqual([words[1]]);
    expect(filterPickListWords(words, "яблоко")).toEqual([]);
    expect(filterPickListWords(words, "")).toEqual(words);
  });
});
