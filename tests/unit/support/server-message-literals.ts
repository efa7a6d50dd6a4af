// The English messages the server can answer a form with, read from the
// source: every message literal of the validation schemas (lib/validation)
// and every literal inside an AppError call, a unique-index field map or an
// allowance's reason in the service layer (lib/services). A template
// literal's `${…}` parts become "7", so the text keeps its shape.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type Literal = { file: string; text: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => path.join(dir, file));
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

const LITERAL = /"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;

function literalsIn(text: string): string[] {
  return [...text.matchAll(LITERAL)].map((match) =>
    match[1] !== undefined ? match[1] : match[2]!.replace(/\$\{[^}]*\}/g, "7"),
  );
}

/** The text of a call's parentheses, from the "(" at `open`. */
function balanced(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    if (source[index] === "(" || source[index] === "{") depth++;
    if (source[index] === ")" || source[index] === "}") depth--;
    if (depth === 0) return source.slice(open, index + 1);
  }
  return source.slice(open);
}

// A message is a sentence: it has a space, and is not an identifier, a path or SQL.
const isSentence = (text: string) => / /.test(text) && !/^[a-z_]+:|^\s|\bselect\b/i.test(text);

export function validationMessages(): Literal[] {
  return [...sourceFiles("lib/validation"), "lib/errors.ts"].flatMap((file) => {
    // Descriptions document the API; they are never a message.
    const source = withoutComments(readFileSync(file, "utf8")).replace(
      /\.describe\(\s*(?:(?:"(?:[^"\\]|\\.)*"|`[^`]*`)\s*\+?\s*)+,?\s*\)/g,
      "",
    );
    return literalsIn(source)
      .filter(isSentence)
      .map((text) => ({ file, text }));
  });
}

export function serviceMessages(): Literal[] {
  return sourceFiles("lib/services").flatMap((file) => {
    const source = withoutComments(readFileSync(file, "utf8"));
    const parts = [
      ...[...source.matchAll(/AppError\.\w+\(|new AppError\(|invalidFile\(/g)].map((match) =>
        balanced(source, match.index + match[0].length - 1),
      ),
      ...[...source.matchAll(/\b\w+_(?:key|fk): \{/g)].map((match) =>
        balanced(source, match.index + match[0].length - 1),
      ),
      ...[...source.matchAll(/\breason: /g)]
        .map((match) => literalsIn(source.slice(match.index).split("\n")[0]!).join("\n"))
        .map((text) => `"${text}"`),
    ];
    return parts
      .flatMap(literalsIn)
      .filter(isSentence)
      .map((text) => ({ file, text }));
  });
}
