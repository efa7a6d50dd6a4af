import { notFound } from "next/navigation";
import { getHeapSpaceStatistics } from "node:v8";
import { benchEnabled } from "@/lib/bench";

// Where the server's memory is, for `npm run bench`'s reading after each
// round: the process's own figures beside the resident size the bench reads.
export const dynamic = "force-dynamic";

export function GET(): Response {
  if (!benchEnabled()) notFound();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]),
  );
  return Response.json({ ...process.memoryUsage(), spaces }, { headers: { "cache-control": "no-store" } });
}
