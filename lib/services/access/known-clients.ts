import "server-only";
import { and, eq, gt, lt } from "drizzle-orm";
import { getDb } from "@/db/client";
import { knownClients } from "@/db/schema";

/** A client that has not signed in to an account for this long is a stranger to it again. */
const KNOWN_CLIENT_MS = 90 * 24 * 60 * 60 * 1000;

// Without a known address (a request that did not come through the server)
// there is no client to recognise.
const UNKNOWN = "unknown";

/** Whether the client has signed in to the account with its password recently. */
export async function isKnownClient({
  userId,
  client,
}: {
  userId: number;
  client: string;
}): Promise<boolean> {
  if (client === UNKNOWN) return false;
  const db = await getDb();
  const [row] = await db
    .select({ userId: knownClients.userId })
    .from(knownClients)
    .where(
      and(
        eq(knownClients.userId, userId),
        eq(knownClients.client, client),
        gt(knownClients.lastSignedInAt, new Date(Date.now() - KNOWN_CLIENT_MS)),
      ),
    );
  return row !== undefined;
}

/** Records a successful sign-in of the client to the account. */
export async function rememberClient({ userId, client }: { userId: number; client: string }): Promise<void> {
  if (client === UNKNOWN) return;
  const db = await getDb();
  const now = new Date();
  await db
    .insert(knownClients)
    .values({ userId, client, lastSignedInAt: now })
    .onConflictDoUpdate({ target: [knownClients.userId, knownClients.client], set: { lastSignedInAt: now } });
  await db
    .delete(knownClients)
    .where(
      and(
        eq(knownClients.userId, userId),
        lt(knownClients.lastSignedInAt, new Date(now.getTime() - KNOWN_CLIENT_MS)),
      ),
    );
}
