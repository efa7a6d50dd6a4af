import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeCallbackPath } from "../../lib/safe-redirect";
import { examples } from "./support/examples";

const SITE = "https://practice.example.org";

/** What a browser does with a path before following it: drop TAB/CR/LF, resolve against the page. */
function followed(path: string): URL {
  return new URL(path.replace(/[\t\n\r]/g, ""), `${SITE}/login`);
}

describe("safeCallbackPath", () => {
  examples(safeCallbackPath, {
    "keeps paths of this site": [
      ["/units", "/units"],
      ["/units?x=1#a", "/units?x=1#a"],
      ["/statistics/words-writing/travel", "/statistics/words-writing/travel"],
    ],
    "hands back the parsed path, not the raw value": [
      ["/a/../units", "/units"],
      ["/ünits?q=a b", "/%C3%BCnits?q=a%20b"],
    ],
    "takes the first of repeated values": [
      [["/units", "/statistics"], "/units"],
      [["//evil.example", "/units"], "/"],
      [[], "/"],
    ],
    "answers / for a missing value": [
      [null, "/"],
      [undefined, "/"],
    ],
  });

  it("keeps a percent-encoded TAB: it is a literal path segment of this site", () => {
    expect(safeCallbackPath("/%09/evil.example")).toBe("/%09/evil.example");
    expect(followed(safeCallbackPath("/%09/evil.example")).origin).toBe(SITE);
  });

  it.each([
    ["a protocol-relative path", "//evil.example"],
    ["a backslash", "/\\evil.example"],
    ["a backslash later in the path", "/units\\..\\evil"],
    ["a TAB between the slashes", "/\t/evil.example"],
    ["a CR between the slashes", "/\r/evil.example"],
    ["an LF between the slashes", "/\n/evil.example"],
    ["a NUL", "/units\u0000"],
    ["a DEL", "/units\u007f"],
    ["a C1 control character", "/units\u0085"],
    ["a line separator", "/\u2028/evil.example"],
    ["a paragraph separator", "/units\u2029"],
    ["dot segments collapsing into //", "/..//evil.example"],
    ["a single-dot segment collapsing into //", "/.//evil.example"],
    ["an absolute URL", "https://evil.example"],
    ["an absolute URL with a path", "https://evil.example/phish"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["a leading space", " /x"],
    ["a relative path", "units"],
    ["an empty value", ""],
  ])("refuses %s", (_, value) => {
    expect(safeCallbackPath(value)).toBe("/");
  });

  it("never answers anything a browser would follow to another origin", () => {
    const pieces = fc.constantFrom(
      "/",
      "\\",
      "\t",
      "\n",
      "\r",
      ".",
      "..",
      "%09",
      "%2F",
      ":",
      "@",
      "evil.example",
      "?",
      "#",
      " ",
      "\u2028",
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces).map((parts) => parts.join("")),
        ),
        (value) => {
          const path = safeCallbackPath(value);
          expect(path.startsWith("/")).toBe(true);
          expect(path).not.toMatch(/^\/\/|[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/);
          expect(followed(path).origin).toBe(SITE);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
