// The bench's bare Next.js app: the project's own next and react (the root
// node_modules), no proxy, no next-auth, no database. Its types are checked
// with the project's (`npm run typecheck`), so its build skips that step.
const config = {
  turbopack: { root: "/" },
  outputFileTracingRoot: "/",
  typescript: { ignoreBuildErrors: true },
};

export default config;
