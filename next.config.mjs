// The security headers of every answer Next.js produces, whether or not the
// proxy runs for it: static files, the image optimizer's errors, a 404 of a
// path the proxy's matcher leaves out. They are written here rather than
// imported from lib/: `next start` loads this file at run time, next to the
// build alone (a deployment, or the reliability suite's copy of the build,
// holds .next, this file, package.json and node_modules). The per-request
// part, a page's policy with a nonce, is lib/security/headers.ts's.
const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  // Not in development: a dev server on plain http must not pin the host to https.
  ...(process.env.NODE_ENV === "production"
    ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" }
    : {}),
  // Nothing may run in, load from or frame an answer that is not one of our pages. The proxy
  // replaces it on pages with their nonce policy: one header, so a page carries one policy.
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

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
  async headers() {
    const headers = Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value }));
    return [{ source: "/:path*", headers }];
  },
  // Next.js drops every header rule on its own redirects, so the proxy answers
  // a trailing slash itself (the same 308), with the headers above.
  skipTrailingSlashRedirect: true,
};

export default nextConfig;
