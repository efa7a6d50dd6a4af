// The security headers of every answer, whoever produces it: next.config.mjs
// puts them on everything Next.js answers (static files, the image
// optimizer's errors, 404s), and server.mjs on the refusals it answers itself
// before Next.js sees a request. Plain JavaScript beside the build, since
// both files are loaded at run time as they are, not compiled. The
// per-request part, a page's policy with a nonce, is lib/security/headers.ts's.

/** The headers, for the NODE_ENV of the moment they are asked for. */
export function securityHeaders() {
  return {
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
}
