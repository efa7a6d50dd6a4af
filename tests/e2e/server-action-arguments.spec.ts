import type { APIRequestContext, Request } from "@playwright/test";
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

// The save action takes the section and the record: odd sections and odd records of a real one.
const ODD_ARGUMENTS = [
  "[null]",
  "[]",
  '["text"]',
  '["__proto__", {}]',
  '["users", {}]',
  '["words", null]',
  '["words", "text"]',
  '["words", [1,2]]',
  '["words", {"id":"abc"}]',
  '["words", {"id":-1}]',
  '["words", 42]',
];

test("a server action answers its error result for arguments of any shape, never a 500", async ({
  page,
  browser,
  learner,
}) => {
  await page.goto("/administration/words/new");
  const id = unique();
  await page.getByLabel("English word").fill(`action ${id}`);
  await page.getByLabel("Russian translation").fill("действие");
  await page.getByLabel("Transcription").fill("/ˈækʃn/");
  await page.getByLabel("URL", { exact: true }).fill(`action-${id}`);
  const saving = page.waitForRequest((request) => request.headers()["next-action"] !== undefined);
  await button(page, "Save").click();
  const action = await saving;
  await expectToast(page, "Word is saved successfully");

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
  for (const body of ['["words", null]', '["words", {"url":"x"}]']) {
    const response = await replay(learnerPage.request, action, body);
    const text = await response.text();
    expect(response.status(), `${body}: ${text.slice(0, 200)}`).toBe(200);
    expect(text, body).toContain('"status":403');
  }
  await learnerContext.close();
});
