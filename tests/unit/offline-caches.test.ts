import { describe, expect, it } from "vitest";
import { keepsPageOffline } from "@/lib/pwa/offline-caches";

describe("the pages the service worker keeps for offline reading", () => {
  it("are home, the units and the statistics, with everything below them, and the review", () => {
    for (const path of [
      "/",
      "/units",
      "/units/travel",
      "/units/travel/vocabulary",
      "/statistics",
      "/statistics/words-writing",
      "/review",
    ]) {
      expect(keepsPageOffline(path), path).toBe(true);
    }
  });

  it("are not the guarded pages, the forms, search results or the offline page", () => {
    for (const path of [
      "/review/more",
      "/reviews",
      "/personal-account",
      "/administration",
      "/administration/units",
      "/login",
      "/register",
      "/search",
      "/offline",
      "/unitsx",
      "/statistics-old",
    ]) {
      expect(keepsPageOffline(path), path).toBe(false);
    }
  });
});
