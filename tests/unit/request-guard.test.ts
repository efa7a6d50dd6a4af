import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardRequest, PEER_ADDRESS_HEADER } from "@/server/request-guard.mjs";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

let server: Server;
let port: number;

// What the guard leaves to Next.js is answered 200 with the peer header the app would read.
beforeAll(async () => {
  server = createServer((request, response) => {
    if (guardRequest(request, response)) return;
    response.end(JSON.stringify({ peer: request.headers[PEER_ADDRESS_HEADER] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request target: fetch would re-encode what this sends as is. */
function send(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("the custom server's request guard", () => {
  it("hands the app the socket's peer, whatever a caller sends under that header", async () => {
    const answer = await send("/units", { [PEER_ADDRESS_HEADER]: "203.0.113.7" });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ peer: "127.0.0.1" });
  });

  it("answers a path whose percent-encoding does not decode with 400 in the API's error format", async () => {
    for (const path of [
      "/%zz",
      "/english-api/api/v1/%zz",
      "/api/auth/callback/%C0%AF",
      "/a/%ED%A0%80",
      "/x%E0%A4%A",
    ]) {
      const answer = await send(path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toMatchObject({ statusCode: 400, message: "Malformed URL" });
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers["content-security-policy"], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    // A query that does not decode is the route's to judge; an encoded slash decodes.
    expect((await send("/units?q=%zz")).status).toBe(200);
    expect((await send("/units/a%2Fb")).status).toBe(200);
  });

  it("redirects a trailing slash with 308 to the same path and query, with the security headers", async () => {
    const cases: Array<[string, string]> = [
      ["/units/", "/units"],
      ["/units/?q=a", "/units?q=a"],
      ["/english-api/api/v1/units/?page=2", "/english-api/api/v1/units?page=2"],
    ];
    for (const [path, location] of cases) {
      const answer = await send(path);
      expect(answer.status, path).toBe(308);
      expect(answer.headers.location, path).toBe(location);
      expect(answer.headers["x-frame-options"], path).toBe("DENY");
    }
    expect((await send("/")).status).toBe(200);
  });

  it("leaves a path with `//` or `\\` to Next.js, so no Location can leave the site", async () => {
    for (const path of ["//evil.example/", "/\\evil.example/", "/units//"]) {
      expect((await send(path)).status, path).toBe(200);
    }
  });
});
