import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import drizzle from "eslint-plugin-drizzle";

// The layers, each importing only those below it:
// app (pages, actions) and lib/api (REST, sign-in) → lib/auth → lib/services →
// lib/domain, lib/validation, lib/types → db. Components render data they are
// given and call server actions; they never reach the services or the database.
// lib/admin/actions and pick-options call the services for the administration's
// server actions, so they count as services.
//
// Inside the service layer, four rooms on three floors: learning/ (results,
// review) above teaching/ (classes, assignments, who teaches whom), above
// content/ (units, words, phrases) and access/ (accounts, sessions, scopes,
// endpoints), which know nothing of each other; the shared helpers beside
// them (paging, keys, errors, the cache) know none of the four.
const SERVICES = ["@/lib/services", "@/lib/services/*", "@/lib/admin/actions", "@/lib/admin/pick-options"];
const SERVICE_ROOMS = ["content", "access", "teaching", "learning"];
const room = (name) => [`@/lib/services/${name}/*`, `../${name}/*`, `./${name}/*`];
const DATABASE = ["@/db", "@/db/*"];
const ABOVE_SERVICES = ["@/lib/auth/*", "@/lib/api/*", "@/app/*", "@/components/*"];
// Pure layers: no I/O, no framework, no database.
const WITH_IO = [
  ...SERVICES,
  ...DATABASE,
  ...ABOVE_SERVICES,
  "@/lib/env",
  "@/lib/security/*",
  "next",
  "next/*",
  "react",
  "react-dom",
  "server-only",
  "node:*",
  "postgres",
  "drizzle-orm",
  "drizzle-orm/*",
  "@electric-sql/*",
];
const layer = (files, group, message) => ({
  files,
  rules: { "no-restricted-imports": ["error", { patterns: [{ group, message }] }] },
});

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    plugins: { drizzle },
    rules: {
      // A delete or update without a where clause empties a whole table.
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // A function a reader can hold in view: longer ones are split into named parts.
    files: ["app/**", "components/**", "lib/**", "db/**"],
    rules: { "max-lines-per-function": ["error", { max: 100 }] },
  },

  layer(
    ["components/**"],
    [...SERVICES, ...DATABASE, "@/app/*"],
    "Components get data and server actions from pages (as props), never from app/, the service layer or the database.",
  ),
  layer(
    ["lib/domain/**", "lib/validation/**", "lib/types/**"],
    WITH_IO,
    "Domain rules, schemas and types are pure: no I/O, framework or database imports.",
  ),
  layer(
    ["lib/services/**"],
    ABOVE_SERVICES,
    "Services sit below auth, the API, actions and components: pass what they need as arguments.",
  ),
  layer(
    ["lib/services/content/**"],
    [...ABOVE_SERVICES, ...room("access"), ...room("teaching"), ...room("learning")],
    "Content services know nothing of access, teaching or learning: those build on content, not the other way.",
  ),
  layer(
    ["lib/services/access/**"],
    [...ABOVE_SERVICES, ...room("content"), ...room("teaching"), ...room("learning")],
    "Access services know nothing of content, teaching or learning: those build on access, not the other way.",
  ),
  layer(
    ["lib/services/teaching/**"],
    [...ABOVE_SERVICES, ...room("learning")],
    "Teaching services know nothing of learning: learning asks teaching who teaches whom, not the other way.",
  ),
  layer(
    ["lib/services/*.ts"],
    [...ABOVE_SERVICES, ...SERVICE_ROOMS.flatMap(room)],
    "The shared service helpers (paging, keys, errors, the cache) sit below content, access and learning.",
  ),
  layer(["db/**"], [...SERVICES, ...ABOVE_SERVICES], "The database layer imports nothing above it."),
  layer(
    ["app/**/actions.ts"],
    ["@/components/*"],
    "Server actions are the server's side of a form: they shape data with lib/types, never with components.",
  ),
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "db/migrations/**",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
    ],
  },
];

export default config;
