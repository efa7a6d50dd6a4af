import { describe, expect, it } from "vitest";
import { turnsByArrival } from "@/db/turns";
import { arriving } from "@/server/request-order.mjs";

/** A piece of work that records when it ran and ends when `finish` is called. */
function held(name: string, ran: string[]) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => (ran.push(name), done), finish: () => finish() };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("turns by arrival", () => {
  it("runs one piece of work at a time and gives the next turn to the earliest-arrived request", async () => {
    const inTurn = turnsByArrival();
    const ran: string[] = [];
    const first = held("first", ran);
    const newer = held("newer", ran);
    const older = held("older", ran);
    const running = [
      arriving(10, () => inTurn(first.work)),
      arriving(30, () => inTurn(newer.work)),
      arriving(20, () => inTurn(older.work)),
    ];
    await settle();
    expect(ran).toStrictEqual(["first"]);
    first.finish();
    await settle();
    expect(ran).toStrictEqual(["first", "older"]);
    older.finish();
    await settle();
    expect(ran).toStrictEqual(["first", "older", "newer"]);
    newer.finish();
    await Promise.all(running);
  });

  it("keeps one request's waiting work in the order it was asked, and passes the turn on after a failure", async () => {
    const inTurn = turnsByArrival();
    const ran: string[] = [];
    const blocker = held("blocker", ran);
    const blocking = arriving(1, () => inTurn(blocker.work));
    const failing = arriving(5, () => inTurn(async () => (ran.push("a"), Promise.reject(new Error("no")))));
    const after = arriving(5, () => inTurn(async () => ran.push("b")));
    blocker.finish();
    await expect(failing).rejects.toThrow("no");
    await after;
    await blocking;
    expect(ran).toStrictEqual(["blocker", "a", "b"]);
  });

  it("lets the event loop turn before each turn, so connections and requests are read in between", async () => {
    const inTurn = turnsByArrival();
    const ran: string[] = [];
    setImmediate(() => ran.push("the loop turned"));
    await inTurn(async () => ran.push("statement"));
    expect(ran).toStrictEqual(["the loop turned", "statement"]);
  });
});
