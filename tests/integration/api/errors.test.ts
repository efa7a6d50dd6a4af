import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  call,
  errorBody,
  expectNoLeak,
  expectValidation,
  logIn,
  validationBody,
} from "../../support/api";

let admin: string;
const seen: Array<ApiResponse<unknown>> = [];

async function send(...args: Parameters<typeof call>): Promise<ApiResponse<unknown>> {
  const response = await call(...args);
  seen.push(response);
  return response;
}

beforeAll(async () => {
  admin = await logIn("admin");
});

const word = { url: "error-word", en: "error", ru: "ошибка", transcription: "/ˈerə/" };

describe("malformed requests", () => {
  it.each(['{"url": ', "{url: 'x'}", "[1, 2,]", "\u00ff\u00fe"])(
    "answers 400 for the malformed JSON %j",
    async (raw) => {
      const response = await send("POST", "/words", {
        token: admin,
        raw,
        headers: { "content-type": "application/json" },
      });

      expect(response.status).toBe(400);
      expect(response.body).toStrictEqual(errorBody(400, "Request body is not valid JSON"));
    },
  );

  it("answers 400 for a body that is not UTF-8", async () => {
    const response = await send("POST", "/words", {
      token: admin,
      raw: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      headers: { "content-type": "application/json" },
    });

    expect(response.status).toBe(400);
  });

  it.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonp",
  ])("answers 415 for the content type %s", async (type) => {
    const response = await send("POST", "/words", {
      token: admin,
      raw: JSON.stringify(word),
      headers: { "content-type": type },
    });

    expect(response.status).toBe(415);
    expect(response.body).toStrictEqual(
      errorBody(415, "Request body must be JSON (Content-Type: application/json)"),
    );
  });

  it("accepts JSON with a charset and +json media types", async () => {
    const charset = await send("POST", "/words", {
      token: admin,
      raw: JSON.stringify(word),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    const vendor = await send("POST", "/words", {
      token: admin,
      raw: JSON.stringify({ ...word, url: "error-word-2" }),
      headers: { "content-type": "application/vnd.practice+json" },
    });

    expect([charset.status, vendor.status]).toStrictEqual([201, 201]);
  });

  it("answers 413 for a body over 100 kB, declared or streamed", async () => {
    const huge = JSON.stringify({ ...word, en: "x".repeat(101 * 1024) });
    const declared = await send("POST", "/words", {
      token: admin,
      raw: huge,
      headers: { "content-type": "application/json" },
    });
    const bytes = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 8192)
          controller.enqueue(bytes.slice(offset, offset + 8192));
        controller.close();
      },
    });
    const streamed = await send("POST", "/words", {
      token: admin,
      raw: stream,
      headers: { "content-type": "application/json" },
    });

    for (const response of [declared, streamed]) {
      expect(response.status).toBe(413);
      expect(response.body).toStrictEqual(errorBody(413, "Request body is larger than 100 kB"));
    }
  });

  it("judges a body just under 100 kB normally (422 for a too long field)", async () => {
    const response = await send("POST", "/words", {
      token: admin,
      body: { ...word, en: "x".repeat(99 * 1024) },
    });

    expectValidation(response, { en: "English word must be at most 200 characters" });
  });

  it("answers 422 with a field message for each wrong type", async () => {
    const response = await send("POST", "/units", {
      token: admin,
      body: { name: ["x"], url: 7, words: [1.5], phrases: [-1] },
    });
    const notAnObject = await send("POST", "/units", { token: admin, body: [1, 2, 3] });

    expectValidation(response, {
      name: "Name is required",
      url: "URL is required",
      words: "Id must be a whole number",
      phrases: "Id must be positive",
    });
    expect(notAnObject.status).toBe(422);
    expect(notAnObject.body).toMatchObject({
      statusCode: 422,
      valid: false,
      data: { body: expect.any(String) },
    });
  });

  it("answers 400 for a malformed query", async () => {
    const response = await send("GET", "/results/words-writing?unit=abc", { token: admin });

    expect(response.status).toBe(400);
    expect(response.body).toStrictEqual(errorBody(400, /^Invalid query parameter unit: .+/));
  });
});

describe("values the database cannot hold", () => {
  const unstorable =
    "Request body contains text that cannot be stored (a NUL character or an unpaired surrogate)";

  it.each([
    ["POST", "/words", { url: "nul", en: "a\u0000b", ru: "x", transcription: "y" }],
    ["POST", "/words", { url: "half", en: "a\ud800b", ru: "x", transcription: "y" }],
    ["POST", "/phrases", { url: "half", enQuestion: "x", ru: "y", answers: ["\udfff"] }],
    ["POST", "/auth/login", { login: "admin\u0000", password: "x" }],
    ["PUT", "/users/reset-password", { login: "learner\u0000" }],
    [
      "POST",
      "/results/words-writing",
      { unitId: 1, createdTs: 0, answers: [{ questionId: 1, answer: "\u0000" }] },
    ],
  ])("answers 400 for NUL or an unpaired surrogate in the body of %s %s", async (method, path, body) => {
    const response = await send(method, path, { token: admin, body });

    expect(response.status).toBe(400);
    expect(response.body).toStrictEqual(errorBody(400, unstorable));
  });

  it("answers 404 for a NUL in a key and 400 for a NUL in the query", async () => {
    const key = await send("GET", "/units/%00");
    const deleteKey = await send("DELETE", "/scopes/a%00b", { token: admin });
    const query = await send("GET", "/results/words-writing?unit=1&login=%00", { token: admin });

    expect([key.status, deleteKey.status]).toStrictEqual([404, 404]);
    expect(key.body).toStrictEqual(errorBody(404, "Resource was not found"));
    expect(query.body).toStrictEqual(errorBody(400, "Malformed query string"));
  });

  it("answers 422 (body) or 400 (query) for ids beyond the integer range", async () => {
    const tooLarge = "Id must be at most 2147483647";
    const put = await send("PUT", "/words", { token: admin, body: { ...word, id: 2_147_483_648 } });
    const unit = await send("POST", "/units", {
      token: admin,
      body: { name: "Big", url: "big", words: [2 ** 31] },
    });
    const query = await send("GET", "/results/words-writing?unit=99999999999", { token: admin });

    expect(put.body).toStrictEqual(validationBody({ id: tooLarge }));
    expect(unit.body).toStrictEqual(validationBody({ words: tooLarge }));
    expect(query.body).toStrictEqual(errorBody(400, "Invalid query parameter unit: unit must be a unit id"));
  });
});

describe("unknown routes and methods", () => {
  it.each(["/", "/nope", "/units/1/words/2", "/results/speaking", "/auth", "/%E0%A4%A"])(
    "answers 404 JSON for GET %s",
    async (path) => {
      const response = await send("GET", path, { token: admin });

      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(response.body).toStrictEqual(errorBody(404, "Route was not found"));
    },
  );

  it.each([
    ["PATCH", "/units", "GET, POST, PUT"],
    ["DELETE", "/units", "GET, POST, PUT"],
    ["POST", "/units/1", "DELETE, GET"],
    ["GET", "/auth/login", "POST"],
    ["PUT", "/auth/check", "GET"],
    ["DELETE", "/auth/logout", "GET, POST"],
    ["OPTIONS", "/scopes", "GET, POST, PUT"],
  ])("answers 405 JSON with an Allow header for %s %s", async (method, path, allow) => {
    const response = await send(method, path, { token: admin });

    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.body).toStrictEqual(errorBody(405, `Method ${method} is not allowed here`));
  });
});

describe("error bodies", () => {
  it("every error carries statusCode, message and an ISO date, and nothing leaks", async () => {
    await send("GET", "/units/no-such-unit");
    await send("POST", "/scopes", { token: admin, body: { name: "Dup", value: "admin" } });
    await send("DELETE", "/scopes/user", { token: admin });
    await send("GET", "/scopes");

    expect(seen.length).toBeGreaterThan(20);
    for (const response of seen) {
      expectNoLeak(response);
      if (response.status < 400) continue;
      const body = response.body as { statusCode: number; message: string; date: string };
      expect(body.statusCode).toBe(response.status);
      expect(body.message.length).toBeGreaterThan(0);
      expect(new Date(body.date).toISOString()).toBe(body.date);
    }
  });
});
