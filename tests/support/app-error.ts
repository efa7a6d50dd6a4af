import { expect } from "vitest";
import { AppError, type FieldErrors } from "@/lib/errors";

/** The AppError a call rejects with; anything else (success included) fails the test. */
export async function appErrorOf(call: Promise<unknown>): Promise<AppError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw new Error(`Expected an AppError, got: ${String(error)}`, { cause: error });
  }
  throw new Error("Expected an AppError, but the call succeeded");
}

/** Asserts a 422 whose field map is exactly `fields`. */
export async function expectValidationError(call: Promise<unknown>, fields: FieldErrors): Promise<AppError> {
  const error = await appErrorOf(call);
  expect({ status: error.status, fields: error.fields }).toStrictEqual({ status: 422, fields });
  return error;
}

/** Asserts an AppError with this status (and, when given, this message). */
export async function expectAppError(
  call: Promise<unknown>,
  status: number,
  message?: string | RegExp,
): Promise<AppError> {
  const error = await appErrorOf(call);
  expect(error.status).toBe(status);
  if (message !== undefined) expect(error.message).toMatch(message);
  return error;
}

/** Every key at any depth: lets a test prove that no password or hash leaves the service layer. */
export function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
}

/**
 * Asserts a 422 whose field map is exactly `fields`, and that `read` answers
 * after the refused change what it answered before.
 */
export async function expectRefusedUnchanged(
  read: () => Promise<unknown>,
  change: () => Promise<unknown>,
  fields: FieldErrors,
): Promise<void> {
  const before = await read();
  await expectValidationError(change(), fields);
  expect(await read()).toStrictEqual(before);
}
