import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
const db = new PGlite("/tmp/scale-data", { extensions: { pg_trgm } });
await db.query("ANALYZE words");
const q = (t) => `EXPLAIN ANALYZE SELECT id, en FROM words WHERE id = ANY(ARRAY(
 WITH containing AS MATERIALIZED (SELECT id FROM words WHERE lower(en) LIKE '%${t}%' UNION SELECT id FROM words WHERE lower(ru) LIKE '%${t}%')
 SELECT id FROM containing
 UNION SELECT id FROM words WHERE lower(en) % '${t}' AND NOT EXISTS (SELECT 1 FROM containing)
 UNION SELECT id FROM words WHERE '${t}' <% lower(en) AND NOT EXISTS (SELECT 1 FROM containing)
 UNION SELECT id FROM words WHERE lower(ru) % '${t}' AND NOT EXISTS (SELECT 1 FROM containing)
 UNION SELECT id FROM words WHERE '${t}' <% lower(ru) AND NOT EXISTS (SELECT 1 FROM containing)
)) ORDER BY en, id LIMIT 51`;
for (const term of ["word77777", "wrod77777", "a"]) {
  for (let i = 0; i < 2; i++) {
    const result = await db.query(q(term));
    const rows = result.rows.map((row) => row["QUERY PLAN"]);
    console.log(term, rows.at(-1), rows.filter(r => /Seq Scan|Bitmap Index/.test(r)).map(r => r.trim().slice(0, 90)).join(" | "));
  }
}
await db.close();
