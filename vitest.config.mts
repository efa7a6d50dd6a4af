import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const resolve = {
  alias: {
    "@": fileURLToPath(new URL("./", import.meta.url)),
    // `server-only` throws outside React server bundles; tests call the
    // service layer directly from Node.
    "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
  },
};

export default defineConfig({
  resolve,
  test: {
    projects: [
      {
        resolve,
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
      },
      {
        resolve,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          pool: "forks",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ["tests/support/database-snapshot.ts"],
          setupFiles: ["tests/support/setup-database.ts"],
        },
      },
    ],
  },
});
