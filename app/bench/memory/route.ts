import { notFound } from "next/navigation";
import { benchEnabled } from "@/lib/bench";

// Where the server's memory is, for `npm run bench`'s reading after each
// round: the process's own figures beside the resident size the bench reads.
export const dynamic = "force-dynamic";

export function GET(): Response {
  if (!benchEnabled()) notFound();
  return Response.json(process.memoryUsage(), { headers: { "cache-control": "no-store" } });
}
