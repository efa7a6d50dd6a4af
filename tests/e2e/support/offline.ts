import type { Page } from "@playwright/test";

/** The names of the learners' offline databases on this browser (`practice-offline-…`). */
export const offlineDatabases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).flatMap(({ name }) =>
      name?.startsWith("practice-offline-") ? [name] : [],
    ),
  );
