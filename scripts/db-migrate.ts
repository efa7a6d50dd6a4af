// Applies pending migrations to the configured database (PGlite or PostgreSQL).
import { closeDb, getDriver } from "@/db/client";

process.env.SEED_DEMO_CONTENT ??= "false";
const driver = await getDriver();
console.info(`Migrations applied (${driver}).`);
await closeDb();
