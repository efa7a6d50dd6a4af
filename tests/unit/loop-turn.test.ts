import { describe, expect, it } from "vitest";
import { onTheNextLoopTurn } from "@/db/loop-turn";

describe("a statement on the next turn of the event loop", () => {
  it("lets what the loop has waiting run first, then answers the work's own result", async () => {
    const ran: string[] = [];
    setImmediate(() => ran.push("the loop turned"));
    const answer = await onTheNextLoopTurn(async () => (ran.push("statement"), 42));
    expect(ran).toStrictEqual(["the loop turned", "statement"]);
    expect(answer).toBe(42);
  });

  it("passes the work's failure on", async () => {
    await expect(onTheNextLoopTurn(() => Promise.reject(new Error("no such table")))).rejects.toThrow(
      "no such table",
    );
  });
});
