// The production build on a fresh embedded database, for the scripts that
// photograph or audit the app: started, waited for, and stopped with its
// whole process tree.
import { spawn } from "node:child_process";

/**
 * Starts scripts/e2e-server.mjs on `port` with its database in `dataDir`, in a
 * process group of its own so the whole tree can be stopped. `stop()` waits
 * until the server is gone (it drains its connections first): a run started
 * right after must not empty the database folder under a server still using it.
 */
export function startE2eServer({ root, port, dataDir }) {
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, E2E_PORT: port, E2E_DATA_DIR: dataDir },
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    signal("SIGTERM");
    const cut = setTimeout(() => signal("SIGKILL"), 30_000);
    await exited;
    clearTimeout(cut);
  };
  return { server, stop, output: () => output };
}

/** Resolves once the server's API answers, or throws with what the server printed. */
export async function waitForServer({ api, server, output }) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped:\n${output()}`);
    try {
      if ((await fetch(`${api}/units`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer within 2 minutes:\n${output()}`);
}
