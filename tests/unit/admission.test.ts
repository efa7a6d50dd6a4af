import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { admission } from "@/server/admission.mjs";

/** A response stand-in: admission only listens for its "finish" and "close". */
const response = () => new EventEmitter() as unknown as ServerResponse;

/** `count` requests offered in order; `begun` lists the indexes that began, in the order they did. */
function offer(admit: ReturnType<typeof admission>, count: number) {
  const begun: number[] = [];
  const responses = Array.from({ length: count }, (_, index) => {
    const answer = response();
    admit(answer, () => begun.push(index));
    return answer;
  });
  return { begun, responses };
}

describe("admission", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("begins at most `slots` requests at once, the others in the order they came as answers are sent", () => {
    const { begun, responses } = offer(admission({ slots: 2, leaseMs: 60_000 }), 5);
    expect(begun).toStrictEqual([0, 1]);
    responses[1]!.emit("finish");
    expect(begun).toStrictEqual([0, 1, 2]);
    // An answer that finishes and then closes its connection frees one slot, not two.
    responses[0]!.emit("finish");
    responses[0]!.emit("close");
    expect(begun).toStrictEqual([0, 1, 2, 3]);
    responses[2]!.emit("close");
    expect(begun).toStrictEqual([0, 1, 2, 3, 4]);
  });

  it("never begins a request whose client left while it waited", () => {
    const { begun, responses } = offer(admission({ slots: 1, leaseMs: 60_000 }), 3);
    responses[1]!.emit("close");
    responses[0]!.emit("finish");
    expect(begun).toStrictEqual([0, 2]);
  });

  it("lets the next request begin when one has held its slot for the lease, and counts it once", () => {
    const admit = admission({ slots: 1, leaseMs: 1_000 });
    const { begun, responses } = offer(admit, 3);
    vi.advanceTimersByTime(999);
    expect(begun).toStrictEqual([0]);
    vi.advanceTimersByTime(1);
    expect(begun).toStrictEqual([0, 1]);
    // The first answer ends after its lease: its slot was given back already.
    responses[0]!.emit("finish");
    expect(begun).toStrictEqual([0, 1]);
    responses[1]!.emit("finish");
    expect(begun).toStrictEqual([0, 1, 2]);
  });

  it("does not let a newcomer pass requests already waiting", () => {
    const admit = admission({ slots: 1, leaseMs: 60_000 });
    const { begun, responses } = offer(admit, 2);
    responses[0]!.emit("finish");
    const late: string[] = [];
    admit(response(), () => late.push("late"));
    expect(begun).toStrictEqual([0, 1]);
    expect(late).toStrictEqual([]);
    responses[1]!.emit("finish");
    expect(late).toStrictEqual(["late"]);
  });
});
