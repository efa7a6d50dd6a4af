// A page ships only the catalogue areas its client components translate with
// (components/layout/client-messages.tsx). A component whose area is missing
// shows its message's key, and often only after a click: this reads the
// source instead, and checks that every client component a server file
// renders finds, above it, each area it and its imports translate with.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
type Sources = Map<string, string>;

function readSources(): Sources {
  const sources: Sources = new Map();
  for (const dir of ["app", "components", "lib"]) {
    for (const file of readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })) {
      if (/\.tsx?$/.test(file)) {
        const relative = path.join(dir, file);
        sources.set(relative, readFileSync(path.join(ROOT, relative), "utf8"));
      }
    }
  }
  return sources;
}

const RUNTIME_IMPORT =
  /^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm;
const TRANSLATES = /useTranslations\("([^"]+)"\)/g;
// The areas a file hands below it: ClientMessages' prop, a section's option, the root layout's list.
const GIVES = /(?:areas=\{|clientMessages:\s*|CLIENT_AREAS\s*=\s*)\[([^\]]*)\]/g;
const ROUTE_FILE = /^(?:page|layout|template|default|not-found|forbidden|unauthorized|error|loading)\.tsx$/;

function check(sources: Sources): string[] {
  const resolve = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith("@/") && !specifier.startsWith(".")) return undefined;
    const base = specifier.startsWith("@/") ? specifier.slice(2) : path.join(path.dirname(from), specifier);
    return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ending) => base + ending)
      .find((candidate) => sources.has(candidate));
  };
  const imports = new Map(
    [...sources].map(([file, source]) => [
      file,
      [...source.matchAll(RUNTIME_IMPORT)].flatMap((match) => resolve(file, (match[1] ?? match[2])!) ?? []),
    ]),
  );
  const isClient = (file: string) => /^(?:\s*\/\/.*\n)*\s*"use client"/.test(sources.get(file)!);
  const given = (file: string) =>
    [...(sources.get(file) ?? "").matchAll(GIVES)].flatMap((match) =>
      [...match[1]!.matchAll(/"([^"]+)"/g)].map((area) => area[1]!),
    );

  /** What a client module and everything it imports translate with. */
  const needed = (file: string): Set<string> => {
    const areas = new Set<string>();
    const seen = new Set<string>();
    const visit = (current: string) => {
      if (seen.has(current)) return;
      seen.add(current);
      for (const match of sources.get(current)!.matchAll(TRANSLATES)) areas.add(match[1]!);
      imports.get(current)!.forEach(visit);
    };
    visit(file);
    return areas;
  };

  const layoutsAbove = (file: string): string[] => {
    const parts = path.dirname(file).split(path.sep);
    return parts.map((_, index) => path.join(...parts.slice(0, index + 1), "layout.tsx"));
  };
  const importers = (file: string) =>
    [...imports].filter(([importer, list]) => list.includes(file) && !isClient(importer)).map(([f]) => f);

  /**
   * The areas the client components of a server file find above them; undefined for a file that
   * only client modules import (it never renders on the server).
   */
  const coverage = (file: string, visiting = new Set<string>()): Set<string> | undefined => {
    if (file.startsWith("app/") && ROUTE_FILE.test(path.basename(file))) {
      return new Set([...layoutsAbove(file), file].flatMap(given));
    }
    visiting.add(file);
    const fromImporters = importers(file)
      .filter((importer) => !visiting.has(importer))
      .flatMap((importer) => coverage(importer, visiting) ?? []);
    if (fromImporters.length === 0) return undefined;
    const shared = [...fromImporters[0]!].filter((area) => fromImporters.every((set) => set.has(area)));
    return new Set([...given(file), ...shared]);
  };

  const covered = (area: string, areas: Set<string>) =>
    [...areas].some((given) => area === given || area.startsWith(`${given}.`));
  const findings: string[] = [];
  for (const file of sources.keys()) {
    const clientRoute = isClient(file) && file.startsWith("app/") && ROUTE_FILE.test(path.basename(file));
    if (isClient(file) && !clientRoute) continue;
    const areas = coverage(file);
    if (!areas) continue;
    const rendered = clientRoute ? [file] : imports.get(file)!.filter(isClient);
    for (const component of rendered) {
      for (const area of needed(component)) {
        if (!covered(area, areas)) findings.push(`${file} renders ${component}, which needs "${area}"`);
      }
    }
  }
  return findings.sort();
}

describe("the client messages", () => {
  it("give every client component the areas it translates with", () => {
    expect(check(readSources())).toEqual([]);
  });

  it("are checked: a page that stops giving an area is found", () => {
    const sources = readSources();
    const authPage = "app/(auth)/auth-page.tsx";
    sources.set(authPage, sources.get(authPage)!.replace(/areas=\{\["auth"\]\}/, "areas={[]}"));
    expect(check(sources)).toContain(`${authPage} renders components/auth/auth-form.tsx, which needs "auth"`);
  });
});
