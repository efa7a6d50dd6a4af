// Starts the production build (server.mjs, as `npm start` does) for the browser tests on a fresh embedded
// database (or on DATABASE_URL when it is set), with known demo passwords.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const port = process.env.E2E_PORT ?? "3300";
// The screenshot script sets its own folder, so it can run beside the browser tests.
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
if (!process.env.DATABASE_URL) rmSync(dataDir, { recursive: true, force: true });

// The server itself, not npm: a signal sent to this wrapper must reach the server,
// or a stopped run leaves the server holding the port.
const serverFile = fileURLToPath(new URL("../server.mjs", import.meta.url));
const server = spawn(process.execPath, [serverFile, "-p", port, "-H", "127.0.0.1"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PGLITE_DIR: dataDir,
    AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-0123456789",
    NEXTAUTH_URL: `http://127.0.0.1:${port}`,
    ADMIN_PASSWORD: "practice-admin",
    EDITOR_PASSWORD: "practice-editor",
    LEARNER_PASSWORD: "practice-learner",
    // Every browser test registers its own learner from this machine, and the demo learner
    // takes many tests; on a kept PostgreSQL database the counts add up across runs. The
    // browser tests check pages, not the volume limits (tests/integration does), so these
    // are raised unless set.
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: process.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR ?? "1000000",
    RESULTS_PER_USER_PER_HOUR: process.env.RESULTS_PER_USER_PER_HOUR ?? "1000000",
    SEARCHES_PER_ADDRESS_PER_MINUTE: process.env.SEARCHES_PER_ADDRESS_PER_MINUTE ?? "1000000",
    REVIEW_ANSWERS_PER_USER_PER_HOUR: process.env.REVIEW_ANSWERS_PER_USER_PER_HOUR ?? "1000000",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
