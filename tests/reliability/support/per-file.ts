// What a test file starts before its tests and stops after them, declared once per file.
import { afterAll, beforeAll } from "vitest";
import { type App, type DatabaseTarget, type PassDatabase, passDatabase, startApp } from "./app";
import { type SharedPostgres, sharedPostgres } from "./private-postgres";

export type AppOnPassDatabase = { app: App; database: PassDatabase };

/**
 * The app on a fresh database of the pass (named and labelled `name`), there for every test
 * of the file, started with `env` over the defaults; read its fields inside the tests, once
 * `beforeAll` has filled them in.
 */
export function appOnPassDatabase(name: string, env?: Record<string, string>): AppOnPassDatabase {
  const started = {} as AppOnPassDatabase;
  beforeAll(async () => {
    started.database = await passDatabase(name);
    started.app = await startApp({ label: name, database: started.database.target, env });
  });
  afterAll(async () => {
    await started.app?.stop();
    await started.database?.drop();
  });
  return started;
}

export type SharedPostgresApps = {
  /** The database several instances can share, or why there is none (the tests must then fail). */
  shared: SharedPostgres | string;
  /** Starts an instance that is stopped after the file's tests (if it is still running). */
  start: (label: string, database: DatabaseTarget) => Promise<App>;
};

/** A PostgreSQL database app instances can share (see sharedPostgres), and the instances started on it. */
export function sharedPostgresApps(name: string): SharedPostgresApps {
  const apps: App[] = [];
  const setup: SharedPostgresApps = {
    shared: "not set up: read it inside a test",
    async start(label, database) {
      const app = await startApp({ label, database });
      apps.push(app);
      return app;
    },
  };
  beforeAll(async () => {
    setup.shared = await sharedPostgres(name);
  });
  afterAll(async () => {
    for (const app of apps) await app.stop();
    if (typeof setup.shared !== "string") await setup.shared.release();
  });
  return setup;
}
