import "server-only";
import { sql } from "drizzle-orm";
import { textArray } from "@/db/bound-values";
import { units, words } from "@/db/schema";
import type { Transaction } from "@/db/types";
import { slugOf, uniqueSlug } from "@/lib/domain/slug";
import { AppError } from "@/lib/errors";
import type { WordImportRequest } from "@/lib/validation/transfer";
import { addMembers } from "./bulk-membership";
import { byKey } from "../keys";

/** The unit an import filled: created by it or not, and the members it added (kept for undo). */
export type FilledUnit = {
  id: number;
  url: string;
  name: string;
  created: boolean;
  added: Array<Record<string, unknown>>;
};

/** A new unit's url: its name's slug, unique among the units (and never the reserved "export"). */
async function freeUnitUrl(tx: Transaction, name: string): Promise<string> {
  const base = slugOf(name, "unit");
  const taken = await tx
    .select({ url: units.url })
    .from(units)
    .where(sql`${units.url} = ${base} OR ${units.url} LIKE ${`${base}-%`}`);
  return uniqueSlug(base, new Set(["export", ...taken.map((unit) => unit.url)]));
}

/**
 * Puts the words of these urls (the file's, in its order) at the end of the
 * unit the import names, creating it when it is new; null when it names
 * none. The unit is locked, as a bulk add locks it; 404 for an unknown unit.
 */
export async function intoUnit(
  tx: Transaction,
  request: Pick<WordImportRequest, "unit" | "newUnit">,
  urls: string[],
): Promise<FilledUnit | null> {
  let unit: { id: number; url: string; name: string } | undefined;
  const created = request.newUnit !== undefined;
  if (request.newUnit !== undefined) {
    const url = await freeUnitUrl(tx, request.newUnit);
    [unit] = await tx
      .insert(units)
      .values({ name: request.newUnit, url })
      .returning({ id: units.id, url: units.url, name: units.name });
  } else if (request.unit !== undefined) {
    [unit] = await tx
      .select({ id: units.id, url: units.url, name: units.name })
      .from(units)
      .where(byKey(units, request.unit))
      .for("update");
    if (!unit) throw AppError.notFound("Unit was not found");
  }
  if (!unit) return null;
  // The file's words, held against deletion (KEY SHARE) as a bulk add holds them.
  const found = await tx
    .select({ id: words.id, url: words.url })
    .from(words)
    .where(sql`${words.url} = ANY(${textArray(urls)})`)
    .for("key share");
  const idOf = new Map(found.map((word) => [word.url, word.id]));
  const ids = urls.flatMap((url) => idOf.get(url) ?? []);
  const added = ids.length > 0 ? await addMembers(tx, "words", unit, ids) : [];
  return { ...unit, created, added };
}
