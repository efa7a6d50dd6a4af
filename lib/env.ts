import "server-only";
import { z } from "zod";

/** A positive whole number of some limit, `name` for its messages, `fallback` when unset. */
const limitSetting = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(1_000_000_000, `${name} must be at most 1000000000`)
    .default(fallback);

/**
 * The volume limits (lib/services/volume-limits.ts) and their defaults: high
 * enough that a class of 40 behind one school address registers together and
 * that a diligent learner never meets them, low enough to bound what one
 * address or account can write. Harnesses that load the app with a few users
 * (the benchmark, the reliability load tests, the browser tests) raise them.
 */
const LIMIT_SETTINGS = {
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: 60,
  RESULTS_PER_USER_PER_HOUR: 200,
  REVIEW_ANSWERS_PER_USER_PER_HOUR: 1_000,
  SEARCHES_PER_ADDRESS_PER_MINUTE: 120,
} as const;
type LimitSetting = keyof typeof LIMIT_SETTINGS;
const limitSettings = Object.fromEntries(
  Object.entries(LIMIT_SETTINGS).map(([name, fallback]) => [name, limitSetting(name, fallback)]),
) as { [Name in LimitSetting]: ReturnType<typeof limitSetting> };

/** The values kept by lib/services/versioned-cache.ts, by name. */
const CACHE_NAMES = ["catalogue", "endpoint-rules", "sessions"] as const;
export type CacheName = (typeof CACHE_NAMES)[number];

// Read once per process; every module asks here instead of touching process.env.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  // Connections per pool on PostgreSQL (db/postgres.ts: one pool for statements, one for transactions).
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: "DATABASE_POOL_SIZE must be a whole number" })
    .int("DATABASE_POOL_SIZE must be a whole number")
    .min(1, "DATABASE_POOL_SIZE must be 1 or more")
    .max(100, "DATABASE_POOL_SIZE must be at most 100")
    .default(10),
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  // A dump of a migrated and seeded database (PGlite's dumpDataDir) that an
  // in-memory database starts from instead of an empty one: each test file
  // then skips initdb, migrations and the seed's password hashing.
  PGLITE_SNAPSHOT: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8, "ADMIN_PASSWORD must have at least 8 characters").optional(),
  EDITOR_PASSWORD: z.string().min(8, "EDITOR_PASSWORD must have at least 8 characters").optional(),
  LEARNER_PASSWORD: z.string().min(8, "LEARNER_PASSWORD must have at least 8 characters").optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must have at least 32 characters").optional(),
  SEED_DEMO_CONTENT: z.enum(["true", "false"]).default("true"),
  // How many reverse proxies in front of the app append to X-Forwarded-For.
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: "TRUSTED_PROXY_HOPS must be a whole number" })
    .int("TRUSTED_PROXY_HOPS must be a whole number")
    .min(0, "TRUSTED_PROXY_HOPS must be 0 or more")
    .max(10, "TRUSTED_PROXY_HOPS must be at most 10")
    .default(0),
  // Caches to go without (comma-separated names of CACHE_NAMES): the bench's A/B of what each earns.
  UNCACHED: z
    .string()
    .default("")
    .transform((names) =>
      names
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(CACHE_NAMES, { error: `UNCACHED names caches among ${CACHE_NAMES.join(", ")}` }))),
  ...limitSettings,
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function readEnv(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse({
    ...process.env,
    AUTH_SECRET: process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET || undefined,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || undefined,
    EDITOR_PASSWORD: process.env.EDITOR_PASSWORD || undefined,
    LEARNER_PASSWORD: process.env.LEARNER_PASSWORD || undefined,
    TRUSTED_PROXY_HOPS: process.env.TRUSTED_PROXY_HOPS || undefined,
    // An empty variable is an unset one, not a limit of zero.
    ...Object.fromEntries(Object.keys(LIMIT_SETTINGS).map((name) => [name, process.env[name] || undefined])),
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests switch databases between files; they drop the cached reading. */
export function resetEnvCache(): void {
  cached = undefined;
}
