import "server-only";
import { forbidden, notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { publicMessageOf } from "./failure";

export type Loaded<T> = { ok: true; data: T } | { ok: false; message: string };

const isMissing = (error: unknown) => error instanceof AppError && error.status === 404;

/** A read whose 404 is the page's 404; any other failure goes on to the nearest error boundary. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isMissing(error)) notFound();
    throw error;
  }
}

/** A read of a record the caller may be refused: 404 is the page's 404, 403 the app's 403 page. */
export async function orRefused<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isMissing(error)) notFound();
    if (error instanceof AppError && error.status === 403) forbidden();
    throw error;
  }
}

/**
 * A read a page shows in place when it fails (the spec's inline error and
 * toast), with the rest of the page still usable. A 404 is the page's 404.
 */
export async function load<T>(read: () => Promise<T>, where = "page"): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    if (isMissing(error)) notFound();
    return { ok: false, message: await publicMessageOf(error, where) };
  }
}
