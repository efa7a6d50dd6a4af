import { measureScale } from "./scripts/bench/lib/scale.mjs";
const rows = await measureScale("http://127.0.0.1:3391");
console.table(rows.map((row) => ({ label: row.label, kB: (row.bytes / 1000).toFixed(1), ms: row.ms.toFixed(1), met: row.met })));
