import { describe, expect, it } from "vitest";
import { sharedReads } from "@/db/shared-reads";

/** A read answered by hand: each call is numbered and waits until `answer` is called. */
function manualReads() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = [];
  const asked: Array<readonly string[]> = [];
  const read = (keys: readonly string[]) =>
    new Promise<number>((resolve, reject) => {
      asked.push(keys);
      pending.push({ resolve, reject });
    });
  return {
    read,
    sent: () => pending.length,
    keysOf: (index: number) => [...asked[index]!].sort(),
    answer: (index: number) => pending[index]!.resolve(index + 1),
    fail: (index: number) => pending[index]!.reject(new Error(`read ${index + 1} failed`)),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("sharedReads", () => {
  it("sends a read at once when none is under way", async () => {
    const reads = manualReads();
    const read = sharedReads(reads.read);
    const first = read();
    expect(reads.sent()).toBe(1);
    reads.answer(0);
    await expect(first).resolves.toBe(1);
    const second = read();
    expect(reads.sent()).toBe(2);
    reads.answer(1);
    await expect(second).resolves.toBe(2);
  });

  it("answers callers who arrive during a read with the next read, one for all of them", async () => {
    const reads = manualReads();
    const read = sharedReads(reads.read);
    const early = read();
    const late = [read(), read(), read()];
    await flush();
    // The late callers do not share the read sent before they asked.
    expect(reads.sent()).toBe(1);
    reads.answer(0);
    await expect(early).resolves.toBe(1);
    await flush();
    expect(reads.sent()).toBe(2);
    reads.answer(1);
    await expect(Promise.all(late)).resolves.toEqual([2, 2, 2]);
  });

  it("queues a caller who arrives after the queued read was sent for the read after it", async () => {
    const reads = manualReads();
    const read = sharedReads(reads.read);
    void read();
    const second = read();
    reads.answer(0);
    await flush();
    expect(reads.sent()).toBe(2);
    const third = read();
    await flush();
    expect(reads.sent()).toBe(2);
    reads.answer(1);
    await expect(second).resolves.toBe(2);
    await flush();
    expect(reads.sent()).toBe(3);
    reads.answer(2);
    await expect(third).resolves.toBe(3);
  });

  it("hands a failure to the callers of that read only and reads again for the next", async () => {
    const reads = manualReads();
    const read = sharedReads(reads.read);
    const failed = read();
    const queued = read();
    reads.fail(0);
    await expect(failed).rejects.toThrow("read 1 failed");
    await flush();
    reads.answer(1);
    await expect(queued).resolves.toBe(2);
    const after = read();
    expect(reads.sent()).toBe(3);
    reads.answer(2);
    await expect(after).resolves.toBe(3);
  });

  it("asks the shared read for the keys of every caller who shares it", async () => {
    const reads = manualReads();
    const read = sharedReads(reads.read);
    void read(["first"]);
    const shared = [read(["second"]), read(["third", "second"]), read()];
    expect(reads.keysOf(0)).toEqual(["first"]);
    reads.answer(0);
    await flush();
    expect(reads.keysOf(1)).toEqual(["second", "third"]);
    reads.answer(1);
    await expect(Promise.all(shared)).resolves.toEqual([2, 2, 2]);
  });
});
