import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The reliability suite (tests/reliability): starts the production build and
// measures it; every figure lands in docs/RELIABILITY.md. Files run one after
// another, since each loads the machine on its own.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    name: "reliability",
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/reliability/global-setup.ts"],
    setupFiles: ["tests/reliability/support/request-tally.ts"],
    pool: "forks",
    fileParallelism: false,
    sequence: { shuffle: false },
    testTimeout: 180_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    reporters: ["verbose"],
  },
});
