// A class of the demo teacher (`editor`) arranged through the REST API: the
// learners join by its code, units are assigned, and results counted.
import { type APIRequestContext, expect } from "@playwright/test";
import { API, DEMO, type Learner } from "./accounts";

export type TaughtClass = { id: number; name: string; joinCode: string };

/** An API session of the demo teacher. */
async function teacherToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API}/auth/login`, { data: DEMO.editor });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Opens a class taught by the demo teacher, joined by `learners`, with the units (by url) assigned. */
export async function teachClass(
  request: APIRequestContext,
  name: string,
  learners: readonly Learner[],
  unitUrls: readonly string[],
): Promise<TaughtClass> {
  const headers = { "X-Session-Token": await teacherToken(request) };
  const opened = await request.post(`${API}/classes`, { headers, data: { name } });
  expect(opened.status(), await opened.text()).toBe(201);
  const taught = ((await opened.json()) as { data: TaughtClass }).data;
  for (const learner of learners) {
    const joined = await request.post(`${API}/classes/join`, {
      headers: { "X-Session-Token": learner.token },
      data: { code: taught.joinCode },
    });
    expect(joined.status(), await joined.text()).toBe(200);
  }
  for (const url of unitUrls) {
    const unit = (await (await request.get(`${API}/units/${url}`)).json()) as { id: number };
    const assigned = await request.post(`${API}/classes/${taught.id}/assignments`, {
      headers,
      data: { unitId: unit.id, testType: "words-writing", passMark: 0.8 },
    });
    expect(assigned.status(), await assigned.text()).toBe(201);
  }
  // Results count from just after the assignment.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return taught;
}
