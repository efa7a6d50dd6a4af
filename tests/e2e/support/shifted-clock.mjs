// Loaded into the browser tests' second server (node --import): its clock is moved
// by the milliseconds written in the file E2E_CLOCK_FILE names (ahead, or behind
// when negative), so a spec can let a day or a learning step pass for the server
// (due reviews, streaks) without waiting. Only the server-clock project talks to
// that server; the main one keeps real time.
import { readFileSync } from "node:fs";

const file = process.env.E2E_CLOCK_FILE;
const RealDate = Date;
let read = { at: Number.NEGATIVE_INFINITY, shift: 0 };

function shift() {
  const now = RealDate.now();
  // Re-read a few times a second: Date is asked far more often than the file changes.
  if (now - read.at > 100) {
    let value = 0;
    try {
      value = Number(readFileSync(file, "utf8").trim()) || 0;
    } catch {
      value = 0;
    }
    read = { at: now, shift: value };
  }
  return read.shift;
}

const shiftedNow = () => RealDate.now() + shift();

globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length > 0 ? args : [shiftedNow()], newTarget);
  },
  apply() {
    return new RealDate(shiftedNow()).toString();
  },
  get(target, property, receiver) {
    return property === "now" ? shiftedNow : Reflect.get(target, property, receiver);
  },
});
