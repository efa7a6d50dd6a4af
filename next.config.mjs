// The static security headers are server/security-headers.mjs's: server.mjs
// answers its own refusals with them too. `npm start` loads this file and that
// one at run time, beside the build (see README, Deployment).
import { withSerwist } from "@serwist/turbopack";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./server/security-headers.mjs";

// The messages are compiled at build time: the browser gets the small
// formatter, not the ICU parser (the first-load budget of a learner page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: {
    messages: {
      path: "./messages",
      format: "json",
      locales: ["en", "ru"],
      sourceLocale: "en",
      precompile: true,
    },
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WASM and data files from its own package folder at run
  // time; bundling it breaks those paths, so it stays an external package.
  // The pronouncing dictionary (4.6 MB) is loaded by Node when first asked for.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "cmu-pronouncing-dictionary"],
  poweredByHeader: false,
  // `npm test` typechecks the whole project (tests included) before building.
  typescript: { ignoreBuildErrors: true },
  // forbidden() renders app/forbidden.tsx with a real 403 status.
  experimental: { authInterrupts: true },
  async headers() {
    const headers = Object.entries(securityHeaders()).map(([key, value]) => ({ key, value }));
    // The service worker (app/serwist/[path]/route.ts): the browser checks for a new one on
    // each visit, so an answer kept in an HTTP cache would hold a build back.
    const worker = [{ key: "Cache-Control", value: "no-cache" }];
    return [
      { source: "/:path*", headers },
      { source: "/serwist/:path*", headers: worker },
    ];
  },
  // Next.js drops every header rule on its own redirects, so server.mjs answers
  // a trailing slash itself (the same 308), with the headers above.
  skipTrailingSlashRedirect: true,
};

export default withSerwist(withNextIntl(nextConfig));
