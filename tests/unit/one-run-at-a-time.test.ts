import { describe, expect, it } from "vitest";
import { oneRunAtATime } from "@/lib/pwa/one-run-at-a-time";

/** A task whose runs end when the test says so; it counts the runs started. */
function heldTask() {
  const ends: (() => void)[] = [];
  let started = 0;
  const task = () =>
    new Promise<void>((resolve) => {
      started += 1;
      ends.push(resolve);
    });
  const endRun = async () => {
    ends.shift()!();
    // Lets the wrapper see the end and start what follows.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { task, endRun, started: () => started };
}

describe("one run at a time", () => {
  it("runs once more after a run during which it was called, however many calls came", async () => {
    const { task, endRun, started } = heldTask();
    const run = oneRunAtATime(task);
    const first = run();
    void run();
    void run();
    expect(started()).toBe(1);
    await endRun();
    expect(started()).toBe(2);
    await endRun();
    await first;
    expect(started()).toBe(2);
  });

  it("does not run again when nothing called during the run", async () => {
    const { task, endRun, started } = heldTask();
    const run = oneRunAtATime(task);
    const first = run();
    await endRun();
    await first;
    expect(started()).toBe(1);
    const second = run();
    await endRun();
    await second;
    expect(started()).toBe(2);
  });

  it("runs again after a run that failed, and passes the failure on", async () => {
    let calls = 0;
    const run = oneRunAtATime(async () => {
      calls += 1;
      throw new Error("offline");
    });
    await expect(run()).rejects.toThrow("offline");
    await expect(run()).rejects.toThrow("offline");
    expect(calls).toBe(2);
  });
});
