// What the custom server (server.mjs) does to each request before Next.js
// sees it: the one thing only it knows, the socket's peer, goes to the app in
// a header of its own; and the two answers Next.js cannot give right are
// given here, in front of its router, at the cost of a string check.
import { securityHeaders } from "./security-headers.mjs";

/**
 * The header through which the server hands the app the address of the
 * socket's peer (lib/auth/client-address.ts turns it into the client
 * address). Set on every request, replacing whatever a caller sent under that
 * name, so no caller can forge it.
 */
export const PEER_ADDRESS_HEADER = "x-practice-peer-address";

/** @param {string} path */
function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {Record<string, string>} headers
 * @param {string} body
 */
function answer(response, status, headers, body) {
  response.writeHead(status, { ...securityHeaders(), "Cache-Control": "no-store", ...headers });
  response.end(body);
}

/**
 * Hands the peer's address on, and answers what Next.js would answer wrong:
 * a path whose percent-encoding does not decode (`%zz`, `%C0%AF`, an encoded
 * lone surrogate), which Next.js answers with a bare 500 while it matches the
 * route, gets 400 in the REST API's error format; a trailing slash gets the
 * same 308 as Next.js's own redirect, but with the security headers (Next.js
 * drops every header rule on its redirects, so next.config.mjs turns its own
 * off). Answers whether the request was answered here.
 *
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @returns {boolean}
 */
export function guardRequest(request, response) {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
  const target = request.url ?? "/";
  // An absolute-form target (`GET http://host/path`) or `*` is left to Next.js.
  if (!target.startsWith("/")) return false;
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!decodes(path)) {
    const body = { statusCode: 400, message: "Malformed URL", date: new Date().toISOString() };
    answer(response, 400, { "Content-Type": "application/json" }, JSON.stringify(body));
    return true;
  }
  // Not a path with `//` or `\`: Next.js answers those itself, and `//host/`
  // stripped would be `//host`, a Location that leaves the site.
  if (path !== "/" && path.endsWith("/") && !/\/\/|\\/.test(path)) {
    const location = (path.replace(/\/+$/, "") || "/") + (queryAt === -1 ? "" : target.slice(queryAt));
    answer(response, 308, { Location: location }, "");
    return true;
  }
  return false;
}
