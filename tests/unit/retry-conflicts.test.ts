import { describe, expect, it } from "vitest";
import { retryingConflicts } from "@/db/retry-conflicts";

/** A driver error as drizzle throws it: the database's error is its cause. */
const wrapped = (code: string) => Object.assign(new Error("Failed query"), { cause: { code } });

function failing(codes: string[]) {
  let calls = 0;
  const run = async () => {
    const code = codes[calls++];
    if (code) throw wrapped(code);
    return "committed";
  };
  return { run, calls: () => calls };
}

describe("retryingConflicts", () => {
  it("runs a transaction ended by a deadlock or a serialization failure again", async () => {
    const transaction = failing(["40P01", "40001"]);
    await expect(retryingConflicts(transaction.run)).resolves.toBe("committed");
    expect(transaction.calls()).toBe(3);
  });

  it("gives up after three attempts with the last error", async () => {
    const transaction = failing(["40P01", "40P01", "40P01", "40P01"]);
    await expect(retryingConflicts(transaction.run)).rejects.toMatchObject({ cause: { code: "40P01" } });
    expect(transaction.calls()).toBe(3);
  });

  it("does not run again after any other error", async () => {
    const unique = failing(["23505"]);
    await expect(retryingConflicts(unique.run)).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(unique.calls()).toBe(1);
    const plain = failing([]);
    await expect(retryingConflicts(plain.run)).resolves.toBe("committed");
    expect(plain.calls()).toBe(1);
  });
});
