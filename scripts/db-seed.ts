// Seeds the demo content into the configured database unless it was seeded before.
import { closeDb, getDb } from "@/db/client";
import { seedDemoContent } from "@/db/seed";

process.env.SEED_DEMO_CONTENT = "false";
const outcome = await seedDemoContent(await getDb());
if (outcome.seeded) {
  console.info("Demo content seeded. Accounts:");
  for (const account of outcome.accounts) console.info(`  ${account.login} / ${account.password}`);
} else {
  console.info("This database was seeded before; nothing changed.");
}
await closeDb();
