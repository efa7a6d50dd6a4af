// The part of the security headers that the proxy sets per request: a page's
// Content-Security-Policy with a fresh nonce (Next.js reads it from the
// request's own CSP header and puts it on its scripts). Every other header,
// and the policy of everything that is not a page, are in
// server/security-headers.mjs, which next.config.mjs puts on every answer.

export function newNonce(): string {
  return btoa(crypto.randomUUID());
}

/**
 * The policy of a page. Scripts run only with the nonce ('strict-dynamic'
 * lets them load the app's chunks); styles allow inline because sonner and
 * Radix set style attributes and insert <style> at run time, which cannot
 * carry a nonce. The dev server's hot reload needs eval.
 */
export function pagePolicy(nonce: string, { development }: { development: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${development ? " ws:" : ""}`,
    // The service worker and the manifest (app/sw.ts, app/manifest.ts) come from the site itself.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
