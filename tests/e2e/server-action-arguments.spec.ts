import type { APIRequestContext, APIResponse, Page, Request } from "@playwright/test";
import { logIn } from "./support/accounts";
import { button, expectToast, unique } from "./support/admin";
import { expect, test } from "./support/fixtures";

/**
 * A server action is an HTTP endpoint like any other: anyone may post it any
 * arguments. This replays a real save action of the Words section with
 * arguments the form never sends.
 */
function replay(request: APIRequestContext, action: Request, body: string) {
  return request.post(action.url(), {
    headers: {
      "next-action": action.headers()["next-action"]!,
      accept: "text/x-component",
      "content-type": "text/plain;charset=UTF-8",
      origin: new URL(action.url()).origin,
    },
    data: body,
  });
}

test.use({ signedInAs: "admin" });

/** Saves a new word through the Words form and answers the request of its save action. */
async function saveWordAction(page: Page): Promise<Request> {
  await page.goto("/administration/words/new");
  const id = unique();
  await page.getByLabel("English word").fill(`action ${id}`);
  await page.getByLabel("Russian translation").fill("действие");
  await page.getByLabel("Transcription").fill("/ˈækʃn/");
  await page.getByLabel("URL", { exact: true }).fill(`action-${id}`);
  // The save's request, not the transcription suggestion's (an action too, asked while typing).
  const saving = page.waitForRequest(
    (request) =>
      request.headers()["next-action"] !== undefined && (request.postData() ?? "").includes(`action-${id}`),
  );
  await button(page, "Save").click();
  const action = await saving;
  await expectToast(page, "Word is saved successfully");
  return action;
}

// The save action takes the word: odd records, and arguments that are no record at all.
const ODD_ARGUMENTS = [
  "[null]",
  "[]",
  '["text"]',
  '["__proto__", {}]',
  "[{}]",
  '[{"id":"abc"}]',
  '[{"id":-1}]',
  "[[1,2]]",
  "[42]",
  '[{"url":"x"}, "extra"]',
];

test("a server action answers its error result for arguments of any shape, never a 500", async ({
  page,
  browser,
  learner,
}) => {
  const action = await saveWordAction(page);

  for (const body of ODD_ARGUMENTS) {
    const response = await replay(page.request, action, body);
    const text = await response.text();
    expect(response.status(), `${body}: ${text.slice(0, 200)}`).toBe(200);
    expect(text, body).toContain('"ok":false');
  }

  // A learner posting the same action is refused by the authorization check, whatever it sends.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  await logIn(learnerPage, learner.login, learner.password);
  for (const body of ["[null]", '[{"url":"x"}]']) {
    const response = await replay(learnerPage.request, action, body);
    const text = await response.text();
    expect(response.status(), `${body}: ${text.slice(0, 200)}`).toBe(200);
    expect(text, body).toContain('"status":403');
  }
  await learnerContext.close();
});

// Next.js spreads the decoded body into the action's arguments before any of our code runs, and
// throws a TypeError on anything that is not a list; the proxy refuses such a body first.
const NOT_A_LIST = ["null", "42", '"text"', "true", "{}", "nul", ""];

test("a server action posted something that is not an argument list answers 400, in the API's error format", async ({
  page,
}) => {
  const action = await saveWordAction(page);
  const expectRefused = async (response: APIResponse, what: string) => {
    expect(response.status(), `${what}: ${(await response.text()).slice(0, 200)}`).toBe(400);
    const body = await response.json();
    expect(body, what).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(Date.parse(body.date), what).not.toBeNaN();
  };

  for (const body of NOT_A_LIST) await expectRefused(await replay(page.request, action, body), body);

  // A body of many parts (what the client sends for files) holds the list in its part "0".
  const multipart = (root: string) =>
    page.request.post(action.url(), {
      headers: { "next-action": action.headers()["next-action"]!, origin: new URL(action.url()).origin },
      multipart: { "0": root },
    });
  await expectRefused(await multipart("null"), "multipart null");
  const listed = await multipart('[{"id":"abc"}]');
  expect(listed.status()).toBe(200);
  expect(await listed.text()).toContain('"ok":false');

  // Next.js runs an action posted to any path, also one the proxy's matcher leaves out.
  const favicon = await page.request.post("/favicon.ico", {
    headers: {
      "next-action": action.headers()["next-action"]!,
      "content-type": "text/plain;charset=UTF-8",
      origin: new URL(action.url()).origin,
    },
    data: "null",
  });
  await expectRefused(favicon, "/favicon.ico");
});
