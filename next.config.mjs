/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run
  // time; bundling it breaks those paths, so it stays an external package.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2"],
  poweredByHeader: false,
  // `npm test` typechecks the whole project (tests included) before building.
  typescript: { ignoreBuildErrors: true },
  // forbidden() renders app/forbidden.tsx with a real 403 status.
  experimental: { authInterrupts: true },
};

export default nextConfig;
