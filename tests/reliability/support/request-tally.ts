// Set-up file of every reliability test file: when the file ends, the
// requests it sent (by status or socket error) join the suite's tally, which
// the global teardown reports next to the wall time.
import { appendFileSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, inject } from "vitest";
import { sentRequests } from "./http";

export type FileTally = { file: string; outcomes: Record<string, number> };

afterAll(() => {
  const tally: FileTally = {
    file: path.basename(expect.getState().testPath ?? "unknown"),
    outcomes: sentRequests,
  };
  appendFileSync(inject("reliabilityRequests"), `${JSON.stringify(tally)}\n`);
});
