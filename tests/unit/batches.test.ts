import { describe, expect, it } from "vitest";
import { groupCommit, sharedRead } from "@/db/batches";

/** A store that keeps every group it was asked to write and refuses any group holding a "bad" item. */
function recordingStore() {
  const groups: string[][] = [];
  const store = async (items: string[]) => {
    groups.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.includes("bad")) throw new Error("refused");
    return items.map((item) => `stored ${item}`);
  };
  return { store, groups };
}

describe("groupCommit", () => {
  it("stores a lone item by itself", async () => {
    const { store, groups } = recordingStore();
    const submit = groupCommit(store, 10);
    await expect(submit("a")).resolves.toBe("stored a");
    expect(groups).toStrictEqual([["a"]]);
  });

  it("stores the items that arrive in one turn together, each answered its own value", async () => {
    const { store, groups } = recordingStore();
    const submit = groupCommit(store, 10);
    await expect(Promise.all(["a", "b", "c"].map(submit))).resolves.toStrictEqual([
      "stored a",
      "stored b",
      "stored c",
    ]);
    expect(groups).toStrictEqual([["a", "b", "c"]]);
  });

  it("takes what arrived during a write into the next one, at most maxItems at a time", async () => {
    const { store, groups } = recordingStore();
    const submit = groupCommit(store, 2);
    const first = submit("a");
    await new Promise((resolve) => setImmediate(resolve));
    // "a" is being written now; these wait for the next writes.
    const rest = ["b", "c", "d"].map(submit);
    await Promise.all([first, ...rest]);
    expect(groups).toStrictEqual([["a"], ["b", "c"], ["d"]]);
  });

  it("stores a failed group again item by item, so only the failing item fails", async () => {
    const { store, groups } = recordingStore();
    const submit = groupCommit(store, 10);
    const settled = await Promise.allSettled(["a", "bad", "c"].map(submit));
    expect(settled).toStrictEqual([
      { status: "fulfilled", value: "stored a" },
      { status: "rejected", reason: new Error("refused") },
      { status: "fulfilled", value: "stored c" },
    ]);
    expect(groups).toStrictEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
    // The writer is free again afterwards.
    await expect(submit("d")).resolves.toBe("stored d");
  });
});

describe("sharedRead", () => {
  /** A read that keeps what each call was asked for and answers its call number with them. */
  function countingRead() {
    const asked: string[][] = [];
    const read = async (items: string[]) => {
      asked.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (items.includes("bad")) throw new Error("unreadable");
      return `read ${asked.length}: ${items.join(",")}`;
    };
    return { read, asked };
  }

  it("answers callers of one turn with one read of all their items", async () => {
    const { read, asked } = countingRead();
    const readVersion = sharedRead(read, { maxItems: 10, lateMs: 1_000 });
    await expect(Promise.all(["a", "b"].map(readVersion))).resolves.toStrictEqual([
      "read 1: a,b",
      "read 1: a,b",
    ]);
    expect(asked).toStrictEqual([["a", "b"]]);
  });

  it("never answers a caller with a read that began before it asked", async () => {
    const { read, asked } = countingRead();
    const readVersion = sharedRead(read, { maxItems: 10, lateMs: 1_000 });
    const first = readVersion("a");
    await new Promise((resolve) => setImmediate(resolve));
    // The read of "a" is under way: these share the next one.
    const later = ["b", "c"].map(readVersion);
    await expect(Promise.all([first, ...later])).resolves.toStrictEqual([
      "read 1: a",
      "read 2: b,c",
      "read 2: b,c",
    ]);
    expect(asked).toStrictEqual([["a"], ["b", "c"]]);
  });

  it("fails every caller of a failed read, and reads again for the next", async () => {
    const { read } = countingRead();
    const readVersion = sharedRead(read, { maxItems: 10, lateMs: 1_000 });
    const settled = await Promise.allSettled(["a", "bad"].map(readVersion));
    expect(settled.map((each) => each.status)).toStrictEqual(["rejected", "rejected"]);
    await expect(readVersion("c")).resolves.toBe("read 2: c");
  });

  it("reads for at most maxItems callers at a time", async () => {
    const { read, asked } = countingRead();
    const readVersion = sharedRead(read, { maxItems: 2, lateMs: 1_000 });
    await Promise.all(["a", "b", "c"].map(readVersion));
    expect(asked).toStrictEqual([["a", "b"], ["c"]]);
  });

  it("lets the next read answer the callers of one that never answers, and holds no one else up", async () => {
    const asked: string[][] = [];
    const read = (items: string[]) => {
      asked.push(items);
      // The first read hangs for good, as a query sent on a broken connection can.
      return asked.length === 1 ? new Promise<string>(() => {}) : Promise.resolve(`read ${asked.length}`);
    };
    const readVersion = sharedRead(read, { maxItems: 10, lateMs: 20 });
    const first = readVersion("a");
    await new Promise((resolve) => setImmediate(resolve));
    const second = readVersion("b");
    await expect(Promise.all([first, second])).resolves.toStrictEqual(["read 2", "read 2"]);
    expect(asked).toStrictEqual([["a"], ["a", "b"]]);
    await expect(readVersion("c")).resolves.toBe("read 3");
  });
});
