// Classes arranged through the REST API for the teacher's browser tests.
import { type APIRequestContext, expect } from "@playwright/test";
import { API, DEMO } from "./accounts";

export type ArrangedClass = { id: number; name: string; joinCode: string };

/** An API session of a demo account (the editor teaches: the seed gives it the teacher scope). */
export async function demoToken(request: APIRequestContext, who: keyof typeof DEMO): Promise<string> {
  const response = await request.post(`${API}/auth/login`, { data: DEMO[who] });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Opens a class as the account whose token is given. */
export async function createClass(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<ArrangedClass> {
  const response = await request.post(`${API}/classes`, {
    headers: { "X-Session-Token": token },
    data: { name },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: ArrangedClass }).data;
}

/** A learner joins the class with its code. */
export async function joinClass(request: APIRequestContext, token: string, code: string): Promise<void> {
  const response = await request.post(`${API}/classes/join`, {
    headers: { "X-Session-Token": token },
    data: { code },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Assigns a unit (by its url) to the class. */
export async function assignUnit(
  request: APIRequestContext,
  token: string,
  classId: number,
  unitUrl: string,
  fields: { testType?: string; dueDate?: string; passMark?: number } = {},
): Promise<void> {
  const unit = (await (await request.get(`${API}/units/${unitUrl}`)).json()) as { id: number };
  const response = await request.post(`${API}/classes/${classId}/assignments`, {
    headers: { "X-Session-Token": token },
    data: { unitId: unit.id, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Deletes the class (a test's own, after it). */
export async function deleteClass(request: APIRequestContext, token: string, classId: number): Promise<void> {
  await request.delete(`${API}/classes/${classId}`, { headers: { "X-Session-Token": token } });
}

/**
 * A class of the demo teacher (`editor`), joined by `learners`, with the units
 * (by url) assigned for words writing at 80 %, due in 2030; `remove` deletes it after the test.
 */
export async function teachClass(
  request: APIRequestContext,
  name: string,
  learners: ReadonlyArray<{ token: string }>,
  unitUrls: readonly string[],
): Promise<ArrangedClass & { remove: () => Promise<void> }> {
  const teacher = await demoToken(request, "editor");
  const taught = await createClass(request, teacher, name);
  for (const learner of learners) await joinClass(request, learner.token, taught.joinCode);
  for (const url of unitUrls) {
    await assignUnit(request, teacher, taught.id, url, {
      testType: "words-writing",
      passMark: 0.8,
      dueDate: "2030-05-01",
    });
  }
  // Results count from just after the assignment.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { ...taught, remove: () => deleteClass(request, teacher, taught.id) };
}
