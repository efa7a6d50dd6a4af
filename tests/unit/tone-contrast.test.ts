import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BadgeColor } from "@/lib/domain/badge";

// The browser suite checks the badges it can show with axe, but the warning badge needs results older
// than a week, which no test can submit: the contrast of every tone is checked here from the theme.
const TONES: BadgeColor[] = ["success", "secondary", "warning", "error"];

const CSS = readFileSync("app/globals.css", "utf8");
// The dark theme's palette: the first rule for `.dark` in app/globals.css.
const DARK = CSS.slice(CSS.indexOf("\n.dark"), CSS.indexOf("}", CSS.indexOf("\n.dark")));

function themeColor(name: string, css = CSS): string {
  const match = css.match(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i"));
  if (!match?.[1]) throw new Error(`No --color-${name} in app/globals.css`);
  return match[1];
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("badge and score tones", () => {
  it.each(TONES)("%s reaches 4.5:1 against white (white badge text, tone text on white)", (tone) => {
    expect(contrast(themeColor(tone), "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(TONES)("%s reaches 4.5:1 against the dark theme's white (its badge text, its card)", (tone) => {
    expect(contrast(themeColor(tone, DARK), themeColor("white", DARK))).toBeGreaterThanOrEqual(4.5);
  });

  it("measures contrast the WCAG way", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    // The warning tone before it was darkened: white text on it was 3.1:1.
    expect(contrast("#ed6c02", "#ffffff")).toBeLessThan(4.5);
  });
});
