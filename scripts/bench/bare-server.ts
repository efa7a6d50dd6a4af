// The bare ceiling of `npm run bench`: a plain node:http server that answers
// every request with what GET units answers, read by the same service
// (lib/services/content/units.ts) through the same client and driver (db/client.ts:
// postgres.js on DATABASE_URL, otherwise PGlite in PGLITE_DIR), with no
// Next.js, no session and no authorization around it.
//
//   node --conditions=react-server --import tsx scripts/bench/bare-server.ts <port>
import { createServer } from "node:http";
import { getDb } from "@/db/client";
import { listUnits } from "@/lib/services/content/units";

const port = Number(process.argv[2] ?? 3400);

await getDb();
const server = createServer((request, response) => {
  listUnits().then(
    (units) => {
      response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(JSON.stringify(units));
    },
    (error: unknown) => {
      console.error(error);
      response.writeHead(500, { "content-type": "application/json" });
      response.end('{"statusCode":500}');
    },
  );
  request.resume();
});
server.keepAliveTimeout = 5000;
server.listen(port, "127.0.0.1", () => console.info(`[bare-server] listening on ${port}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
