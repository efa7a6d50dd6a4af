import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db/client";
import { AppError } from "@/lib/errors";
import { load, orNotFound } from "@/lib/pages/page-data";

const failingRead = async () =>
  (await getDb()).execute(sql`SELECT secret_column FROM missing_table_for_pages`);

/** next/navigation's notFound() throws an error whose digest names the 404 fallback. */
const isNotFoundSignal = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  String((error as { digest?: unknown }).digest).endsWith(";404");

afterEach(() => vi.restoreAllMocks());

describe("page reads", () => {
  it("show a failed query as the generic text with a reference, and log the details under it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});

    const loaded = await load(failingRead, "administration");

    expect(loaded.ok).toBe(false);
    const message = loaded.ok ? "" : loaded.message;
    expect(message).toMatch(/^something went wrong \(reference [0-9a-f]{8}\)$/);
    expect(message).not.toMatch(/missing_table|secret_column|select|query/i);
    const reference = /reference ([0-9a-f]{8})/.exec(message)![1]!;
    const logLine = logged.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
    expect(logLine).toContain(`[administration] failure ${reference}`);
    expect(logLine).toMatch(/missing_table_for_pages/);
  });

  it("show an AppError's own message, which services write for people", async () => {
    const loaded = await load(async () => {
      throw AppError.conflict('Scope "editor" is in use');
    });
    expect(loaded).toStrictEqual({ ok: false, message: 'Scope "editor" is in use' });
  });

  it("turn a missing record into the page's 404, and hand other failures on to the error boundary", async () => {
    const missing = async () => {
      throw AppError.notFound("Word was not found");
    };
    await expect(load(missing)).rejects.toSatisfy(isNotFoundSignal);
    await expect(orNotFound(missing())).rejects.toSatisfy(isNotFoundSignal);
    await expect(orNotFound(failingRead())).rejects.not.toSatisfy(isNotFoundSignal);
    await expect(orNotFound(Promise.resolve(7))).resolves.toBe(7);
  });
});
