// Drives the REST API in-process: a real Request goes through the one
// dispatcher (routing, authorization, services, database) and the Response is
// read back as JSON. Nothing is mocked.
import { encode } from "next-auth/jwt";
import { beforeAll, expect } from "vitest";
import { dispatch } from "@/lib/api/dispatch";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { getAuthSecret } from "@/lib/auth/secret";
import { createSession } from "@/lib/services/access/sessions";
import { findUserId } from "@/lib/services/access/users";
import type { ScopeDto } from "@/lib/types/access";

const ORIGIN = "http://localhost:3000";
const API_URL = `${ORIGIN}/english-api/api/v1`;

/** The documented development passwords of the seeded accounts. */
const PASSWORDS = {
  admin: "practice-admin",
  editor: "practice-editor",
  learner: "practice-learner",
} as const;
export type DemoAccount = keyof typeof PASSWORDS;

export type CallOptions = {
  /** Sent as JSON (Content-Type: application/json unless headers say otherwise). */
  body?: unknown;
  /** Sent as-is: malformed JSON, other content types, streams. */
  raw?: BodyInit;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** The client address, as the server's client-address hook hands it to the app. */
  address?: string;
};

export type ApiResponse<T> = { status: number; body: T; headers: Headers; text: string };

export type ErrorBody = { statusCode: number; message: string; date: string };
export type SignedInBody = { isValid: true; login: string; email: string; token: string };
export type Saved<T> = { valid: true; data: T };

/** One API call through the dispatcher; `path` is relative to the API base. */
export async function call<T = unknown>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  // A real HTTP/1.1 request always names its host.
  const headers = new Headers({ host: "localhost:3000", ...options.headers });
  if (options.token !== undefined) headers.set("x-session-token", options.token);
  if (options.cookie !== undefined) headers.set("cookie", options.cookie);
  if (options.address !== undefined) headers.set(PEER_ADDRESS_HEADER, options.address);
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const init: RequestInit & { duplex?: "half" } = { method, headers, body };
  if (body instanceof ReadableStream) init.duplex = "half";
  const response = await dispatch(new Request(API_URL + path, init));
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed as T, headers: response.headers, text };
}

/** The contract's error body. */
export function errorBody(statusCode: number, message: string | RegExp) {
  return {
    statusCode,
    message: typeof message === "string" ? message : expect.stringMatching(message),
    date: expect.any(String),
  };
}

/** The contract's 422 body; the flag is `isValid` for login and register. */
export function validationBody(data: Record<string, string>, flag: "valid" | "isValid" = "valid") {
  return { statusCode: 422, message: "Validation failed", [flag]: false, data, date: expect.any(String) };
}

/** Asserts the contract's 422 with exactly these field messages. */
export function expectValidation(
  response: ApiResponse<unknown>,
  data: Record<string, string>,
  flag: "valid" | "isValid" = "valid",
): void {
  expect({ status: response.status, body: response.body }).toStrictEqual({
    status: 422,
    body: validationBody(data, flag),
  });
}

/** Logs in through the API and answers the session token. */
export async function logIn(login: DemoAccount | string, password?: string): Promise<string> {
  const secret = password ?? PASSWORDS[login as DemoAccount];
  const response = await call<SignedInBody>("POST", "/auth/login", { body: { login, password: secret } });
  expect(response.status, response.text).toBe(200);
  return response.body.token;
}

/**
 * Session tokens of demo accounts, each logged in once before the file's
 * tests run: read them inside tests and hooks, not when the file loads.
 */
export function demoTokens<Account extends DemoAccount>(...accounts: Account[]): Record<Account, string> {
  const tokens = {} as Record<Account, string>;
  beforeAll(async () => {
    for (const account of accounts) tokens[account] = await logIn(account);
  });
  return tokens;
}

/** Registers a learner through the API (scope `user`). */
export async function registerLearner(prefix = "learner", address?: string) {
  const login = `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
  const password = `secret-${Math.random().toString(36).slice(2, 10)}`;
  const response = await call<SignedInBody>("POST", "/auth/register", {
    body: { login, email: `${login}@example.com`, password, confirmPassword: password },
    address,
  });
  expect(response.status, response.text).toBe(201);
  return { login, password, email: `${login}@example.com`, token: response.body.token };
}

/**
 * A new server-side session of a user without a password check: for tests
 * that need many sessions (the access matrix, the fuzz) or sessions that a
 * call (logout) ends.
 */
export async function freshToken(login: string): Promise<string> {
  const { token } = await createSession({ userId: await findUserId({ login }) });
  return token;
}

/** The browser's next-auth cookie for a session token, built as next-auth builds it. */
export async function sessionCookie(token: string): Promise<string> {
  const jwt = await encode({ token: { sessionToken: token }, secret: getAuthSecret() });
  return `next-auth.session-token=${jwt}`;
}

/** A scope as GET scopes answers it, found by its value. */
export async function scopeByValue(value: string, token: string): Promise<ScopeDto> {
  const scopes = await call<ScopeDto[]>("GET", "/scopes", { token });
  const scope = scopes.body.find((candidate) => candidate.value === value);
  if (!scope) throw new Error(`No scope ${value}`);
  return scope;
}

/** Headers of a request made by our own pages. */
export const SAME_ORIGIN = { origin: ORIGIN };

const STACK_OR_SQL = ["at /", "node_modules", "SELECT", "INSERT", "constraint"];

/** No stack trace and no SQL text in what the API answered. */
export function expectNoLeak(response: { text: string }): void {
  for (const fragment of STACK_OR_SQL) expect(response.text).not.toContain(fragment);
}

/** Every key at any depth, to prove that no password or hash leaves the API. */
export function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysDeep(inner)]);
}
