import { describe, expect, it } from "vitest";
import { groupCommit } from "@/lib/services/group-commit";

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
