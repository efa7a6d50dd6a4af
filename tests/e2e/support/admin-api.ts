// Arranging data through the REST API for the administration's browser tests.
import { type APIRequestContext, expect } from "@playwright/test";
import { API, DEMO } from "./accounts";

/**
 * A suffix no other test (nor the other worker, nor an earlier run) uses:
 * lowercase letters and digits, so it fits into url slugs and scope values.
 */
export function unique(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 7)}`;
}

/** An API session of the demo administrator, for arranging data a test is not about. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/auth/login`, { data: DEMO.admin });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Creates an entity through the REST API with the administrator's token and answers it. */
export async function apiCreate<T>(
  request: APIRequestContext,
  token: string,
  resource: "words" | "phrases" | "units" | "scopes" | "endpoints",
  data: object,
): Promise<T> {
  const response = await request.post(`${API}/${resource}`, {
    headers: { "X-Session-Token": token },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

/** The ids of a unit's words, in the unit's order, as the REST API answers them. */
export async function unitWordIds(request: APIRequestContext, unitUrl: string): Promise<number[]> {
  const response = await request.get(`${API}/units/${unitUrl}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { words: number[] }).words;
}
