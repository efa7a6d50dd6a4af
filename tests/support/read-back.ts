import { expect } from "vitest";

type Reader<T> = { byKey: (query: { key: string }) => Promise<T>; list: () => Promise<readonly T[]> };

/** Asserts that a saved record reads back the same by its id, by its url and in its list. */
export async function expectReadBack<T extends { id: number; url: string }>(saved: T, reader: Reader<T>) {
  expect(await reader.byKey({ key: String(saved.id) })).toStrictEqual(saved);
  expect(await reader.byKey({ key: saved.url })).toStrictEqual(saved);
  expect((await reader.list()).filter((listed) => listed.id === saved.id)).toStrictEqual([saved]);
}
