import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "./json-depth";
import { AppError } from "@/lib/errors";
import { unstorableField } from "@/lib/validation/storable";

export { isStorableText } from "@/lib/validation/storable";

export const API_BASE = "/english-api/api/v1";
/** The body a route takes unless it names another limit (an import of a file). */
const MAX_BODY_BYTES = 100 * 1024;

/** A reply is JSON, or `text` with its content type in `headers` (a CSV export). */
export type ApiReply = { status: number; body: unknown; text?: string; headers?: Record<string, string> };

const NO_STORE = { "cache-control": "no-store" };

const JSON_TYPE = { "content-type": "application/json" };
const utf8 = new TextEncoder();
/** Replies already encoded, by the frozen value they encode. */
const encodedReplies = new WeakMap<object, Uint8Array<ArrayBuffer>>();

/**
 * A frozen body is a value the caches share and never change (a unit's kept
 * results, say): it is encoded once, not on every request that answers it.
 */
function jsonBody(body: unknown): string | Uint8Array<ArrayBuffer> {
  if (typeof body !== "object" || body === null || !Object.isFrozen(body)) return JSON.stringify(body);
  let encoded = encodedReplies.get(body);
  if (!encoded) {
    encoded = utf8.encode(JSON.stringify(body));
    encodedReplies.set(body, encoded);
  }
  return encoded;
}

export function replyResponse(reply: ApiReply): Response {
  const headers = { ...NO_STORE, ...reply.headers };
  if (reply.text !== undefined) return new Response(reply.text, { status: reply.status, headers });
  return new Response(jsonBody(reply.body), { status: reply.status, headers: { ...JSON_TYPE, ...headers } });
}

const tooLarge = (limit: number) =>
  new AppError(413, `Request body is larger than ${Math.round(limit / 1024)} kB`);

/** The contract's error body: `{ statusCode, message, date }`, plus the field map on 422. */
export function errorReply(error: AppError, headers?: Record<string, string>): ApiReply {
  const body: Record<string, unknown> = {
    statusCode: error.status,
    message: error.message,
    date: new Date().toISOString(),
  };
  if (error.status === 422) {
    body[error.flag] = false;
    body.data = error.fields ?? {};
  }
  return { status: error.status, body, headers };
}

// postgres.js and Node name lost or refused connections with these codes.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P02",
  "57P03",
]);

/** Whether an error means the database cannot be reached (answered 503, never 500). */
export function isUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Any thrown value as the contract's error reply; unknown errors are logged, never shown. */
export function replyForError(error: unknown): ApiReply {
  if (error instanceof AppError) return errorReply(error);
  if (isUnavailable(error)) return errorReply(AppError.unavailable(), { "retry-after": "5" });
  console.error("[api] unexpected error", error);
  return errorReply(new AppError(500, "Internal server error"));
}

/** Reads a JSON body: 413 over the limit, 415 when not JSON, 400 when malformed. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  const bytes = await readLimited(request, limit);
  if (bytes.length === 0) return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/([a-z0-9.+-]*\+)?json\b/i.test(type.trim())) {
    throw new AppError(415, "Request body must be JSON (Content-Type: application/json)");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw AppError.badRequest("Request body is not valid JSON");
  }
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw AppError.badRequest(`Request body is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw AppError.badRequest("Request body is not valid JSON");
  }
  if (unstorableField(value) !== null) {
    throw AppError.badRequest(
      "Request body contains text that cannot be stored (a NUL character or an unpaired surrogate)",
    );
  }
  return value;
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
