// The framework floor of first-load JavaScript: an empty Next.js app (a root
// layout and a page, no client component) built with the project's own
// node_modules and measured the same way as the learner pages.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { firstLoadJs } from "./bundle.mjs";
import { freePort, runPinned, spawnPinned, stop, waitFor200 } from "./processes.mjs";

const FILES = {
  "package.json": '{ "name": "framework-floor", "private": true, "type": "module" }\n',
  "next.config.mjs": 'export default { turbopack: { root: "/" }, outputFileTracingRoot: "/" };\n',
  "app/layout.tsx":
    'export const dynamic = "force-dynamic";\n' +
    "export default function RootLayout({ children }: { children: React.ReactNode }) {\n" +
    '  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  "app/page.tsx": "export default function Page() { return <p>Empty page</p>; }\n",
};

/** { path, reference, floor, bytes, chunks } of the empty app built in `workDir`. */
export async function measureFrameworkFloor(workDir, nodeModules) {
  const app = path.join(workDir, "framework-floor");
  mkdirSync(path.join(app, "app"), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(app, file), text);
  symlinkSync(nodeModules, path.join(app, "node_modules"));
  const next = path.join(nodeModules, "next", "dist", "bin", "next");
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  const logFile = path.join(workDir, "framework-floor.log");
  await runPinned("0,1", process.execPath, [next, "build"], { cwd: app, env, logFile });

  const port = await freePort();
  const handle = spawnPinned(
    "0,1",
    process.execPath,
    [next, "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: app,
      env,
      logFile,
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/`, performance.now(), handle);
    const html = await (await fetch(`${base}/`)).text();
    return {
      path: "empty Next.js app (framework floor)",
      reference: true,
      floor: true,
      ...firstLoadJs(html, app),
    };
  } finally {
    await stop(handle);
  }
}
