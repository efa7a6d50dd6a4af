import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AppError } from "@/lib/errors";
import { getUnitByKey } from "@/lib/services/units";

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Runs a read for a page: a missing resource renders the 404 page, a known
 * failure its message, anything else a generic message (internal details
 * stay in the server log).
 */
export async function load<T>(work: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    if (error instanceof AppError) {
      if (error.status === 404) notFound();
      return { ok: false, message: error.message };
    }
    console.error("[units] page read failed", error);
    return { ok: false, message: "Something went wrong" };
  }
}

/** One unit per request, shared by the layouts and pages that all need it. */
export const loadUnit = cache((key: string) => load(() => getUnitByKey({ key })));
