import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exportCell, importCell } from "@/lib/domain/csv-cells";

const FORMULA_SIGNS = ["=", "+", "-", "@", "\t", "\r"];

// Uniform strings almost never start with apostrophes before a formula sign,
// which is where an escape can be lost, so most values are built from a
// start of those characters and an arbitrary rest.
const startingPieces = fc.constantFrom("'", "''", ...FORMULA_SIGNS, "a", " ", "\n", '"', "’");
const biasedValue = fc
  .tuple(fc.array(startingPieces, { maxLength: 6 }), fc.string({ unit: "grapheme", maxLength: 8 }))
  .map(([start, rest]) => start.join("") + rest);
const apostropheThenSign = fc.stringMatching(/^'{0,4}[=+\-@\t\r][\s\S]{0,6}$/);

const anyValue = fc.oneof(
  { weight: 3, arbitrary: biasedValue },
  { weight: 2, arbitrary: apostropheThenSign },
  { weight: 1, arbitrary: fc.string({ unit: "binary" }) },
);

describe("a value exported as a CSV cell and imported again", () => {
  it("comes back exactly as it was, for every string", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(importCell(exportCell(value))).toBe(value);
      }),
      { numRuns: 2_000 },
    );
  });

  it.each([
    ["'-ish", "''-ish"],
    ["''=x", "'''=x"],
    ["-ish", "'-ish"],
    ["'quoted", "'quoted"],
    ["plain", "plain"],
  ])("exports %j as %j", (value, cell) => {
    expect(exportCell(value)).toBe(cell);
    expect(importCell(cell)).toBe(value);
  });

  it("never exports a cell a spreadsheet would run as a formula", () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(exportCell(value)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});

describe("a cell typed by hand", () => {
  it.each(["=cmd|' /C calc'!A0", "+1", "-ish", "@SUM(A1)", "\tx", "\rx"])(
    "is refused when it starts a formula: %j",
    (cell) => {
      expect(importCell(cell)).toBeNull();
    },
  );

  it.each([
    ["'=1+1", "=1+1"],
    ["'-ish", "-ish"],
    ["it's", "it's"],
    ["'tis", "'tis"],
  ])("reads %j as %j", (cell, value) => {
    expect(importCell(cell)).toBe(value);
  });
});
