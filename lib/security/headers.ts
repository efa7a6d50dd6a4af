// The part of the security headers that the proxy sets per request: a page's
// Content-Security-Policy with a fresh nonce (Next.js reads it from the
// request's own CSP header and puts it on its scripts). Every other header,
// and the policy of everything that is not a page, are in next.config.mjs,
// which Next.js puts on every answer (see there why they are not here).

/** Where the REST API and next-auth's routes live: JSON, never a page. */
const NON_DOCUMENT_PREFIXES = ["/english-api/", "/api/"];

export function isDocumentPath(pathname: string): boolean {
  return !NON_DOCUMENT_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

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
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
