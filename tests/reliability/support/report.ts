// Every figure the suite measures is appended to a JSON-lines file during the
// run; the global teardown turns them into the table of docs/RELIABILITY.md.
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { inject } from "vitest";

export type Verdict = "pass" | "fail" | "skipped";

export type Figure = {
  /** Sort key inside a pass: the section number of the requirement. */
  order: string;
  what: string;
  figure: string;
  verdict: Verdict;
  /** Which database this pass ran on: "PGlite" or "PostgreSQL …". */
  database: string;
  date: string;
  machine: string;
};

export function machineDescription(): string {
  const cpus = os.cpus();
  const model = (cpus[0]?.model ?? "unknown CPU").replace(/\s+/g, " ").trim();
  const memory = `${Math.round(os.totalmem() / 2 ** 30)} GiB`;
  return `${cpus.length}× ${model}, ${memory}, ${os.type()} ${os.release()}, Node ${process.versions.node}`;
}

function passLabel(): string {
  return process.env.RELIABILITY_DATABASE_LABEL ?? (process.env.DATABASE_URL ? "PostgreSQL" : "PGlite");
}

/** Records one measured figure; `verdict` true/false become pass/fail. */
export function record(order: string, what: string, figure: string, verdict: boolean | Verdict): void {
  const row: Figure = {
    order,
    what,
    figure,
    verdict: typeof verdict === "boolean" ? (verdict ? "pass" : "fail") : verdict,
    database: passLabel(),
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    machine: machineDescription(),
  };
  appendFileSync(inject("reliabilityFigures"), `${JSON.stringify(row)}\n`);
  console.info(`[reliability] ${order} ${what}: ${figure} → ${row.verdict}`);
}

const START = "<!-- reliability:table:start -->";
const END = "<!-- reliability:table:end -->";

const PREAMBLE = `# Reliability

\`npm run test:reliability\` (\`vitest run --config vitest.reliability.config.mts\`) starts the
production build (\`npm start\`, server.mjs) on loopback ports and measures what is below: load without lost
writes, a PostgreSQL outage, SIGTERM draining, damaged or locked PGlite folders, and abuse (20,000+
generated API requests, header forgery, cross-site requests, login brute force). It runs on PGlite,
and on PostgreSQL when \`DATABASE_URL\` is set (each test file then works in a database of its own on
that server, dropped afterwards). The PostgreSQL outage and the brute-force lock shared by two
instances need a PostgreSQL of their own to stop and restart: on the PGlite pass (and for the outage
on both passes) the suite creates a private instance with \`initdb\` in a temporary folder.

The servers run with \`TRUSTED_PROXY_HOPS=1\`: the suite plays the one trusted reverse proxy, so the
rightmost \`X-Forwarded-For\` entry it sends is the client address and one loopback socket can stand
for many clients; a server with \`TRUSTED_PROXY_HOPS=0\` shows that spoofed \`X-Forwarded-For\` and
\`x-practice-peer-address\` headers neither split nor escape the per-address login limit. The fuzz
also sends every route's path in other spellings (one character percent-encoded in lower- and
upper-case hex, double-encoded, mixed case, trailing slash) as guest, learner and admin, and every
route that takes a body hostile JSON: 5,000 nested arrays, 33 nested objects (refused, 400) and exactly
32 (accepted), an object of some 13,000 keys filling the 100 kB limit and one a byte over it (413), a
key of 90,000 characters, and \`__proto__\` and \`constructor.prototype\` keys beside valid fields, after
which no learner reaches an admin route and no stored record carries a foreign key. The last row
counts every HTTP request of the run and its 5xx answers outside injected faults. Edge cases:
an endpoint rule closing registration holds for the browser's sign-in form and for percent-encoded
REST spellings; malformed percent-encoding under \`/api/auth\` answers 400; production refuses to
start without \`AUTH_SECRET\`; the production seed creates no editor or learner account whose
password is not configured, and prints no configured password. Caches: two instances share one
PostgreSQL (a private one on the PGlite pass), and every write on one of them (an edit, a delete, a
scope given, an endpoint rule, a logout) is seen by the other's very next request.

Each run replaces the rows of its own database and keeps the others. Figures depend on the machine.
`;

function escapeCell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function unescapeCell(text: string): string {
  return text.trim().replace(/\\\|/g, "|");
}

/** The rows of the table already in the file (their order is kept). */
function parseRows(markdown: string): Figure[] {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < 0) return [];
  const rows: Figure[] = [];
  for (const line of markdown.slice(start + START.length, end).split("\n")) {
    if (!line.startsWith("| ") || line.startsWith("| what ") || line.startsWith("| ---")) continue;
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map(unescapeCell);
    if (cells.length !== 6) continue;
    const [what, figure, verdict, database, date, machine] = cells as [
      string,
      string,
      Verdict,
      string,
      string,
      string,
    ];
    rows.push({
      order: String(rows.length).padStart(4, "0"),
      what,
      figure,
      verdict,
      database,
      date,
      machine,
    });
  }
  return rows;
}

/** Writes docs/RELIABILITY.md: the rows of this pass replace the earlier rows of the same database. */
export async function writeReport(file: string, figures: Figure[], pass: string): Promise<void> {
  const earlier = existsSync(file) ? parseRows(readFileSync(file, "utf8")) : [];
  const family = (label: string) => label.split(" ")[0]!;
  const kept = earlier.filter((row) => family(row.database) !== family(pass));
  const byOrder = (a: Figure, b: Figure) => a.order.localeCompare(b.order, "en", { numeric: true });
  const current = [...figures].sort(byOrder);
  // PGlite rows first, then PostgreSQL.
  const all = family(pass) === "PGlite" ? [...current, ...kept] : [...kept, ...current];
  const lines = [
    "| what | figure | pass/fail | database | date | machine |",
    "| --- | --- | --- | --- | --- | --- |",
    ...all.map(
      (row) =>
        `| ${escapeCell(row.what)} | ${escapeCell(row.figure)} | ${row.verdict} | ${escapeCell(row.database)} | ${row.date} | ${escapeCell(row.machine)} |`,
    ),
  ];
  const markdown = `${PREAMBLE}\n${START}\n\n${lines.join("\n")}\n\n${END}\n`;
  // Aligned columns, as Prettier writes them, so the table reads well as text too.
  const { format } = await import("prettier");
  writeFileSync(file, await format(markdown, { parser: "markdown", printWidth: 110 }));
}

export function readFigures(file: string): Figure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure);
}
