import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { readEnv } from "@/lib/env";

let cached: string | undefined;

/**
 * The key that signs and encrypts the browser's session cookie. Production
 * must configure it; development generates one and keeps it beside the
 * embedded database, so a restart does not sign everybody out.
 */
export function getAuthSecret(): string {
  if (cached) return cached;
  const env = readEnv();
  if (env.AUTH_SECRET) return (cached = env.AUTH_SECRET);
  if (env.NODE_ENV === "production") {
    throw new Error("AUTH_SECRET must be set in production (at least 32 random characters).");
  }
  const file = path.resolve(".data", "auth-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    cached = randomBytes(32).toString("base64url");
    writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
