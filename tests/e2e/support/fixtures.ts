import { expect, test as base } from "@playwright/test";
import type { AdminSectionSlug } from "../../../lib/admin/sections";
import { API, DEMO, type Learner, logInDirectly, registerLearner } from "./accounts";
import { adminToken, apiCreate, unique } from "./admin-api";

type Resource = Parameters<typeof apiCreate>[2];

/** Records a test arranges through the REST API as the administrator; all of them are deleted after it. */
type Arranged = {
  create: <T extends { id: number }>(resource: Resource, data: object) => Promise<T>;
  /** A word "{name} {tag}" at the url "{name}-{tag}", with the test's tag. */
  word: (name: string, ru: string, transcription: string) => Promise<{ id: number; en: string }>;
};

type Fixtures = {
  /** Fails a test whose pages showed a message their client components were not given (see ClientMessages). */
  messagesGiven: void;
  /** A learner registered through the REST API for this test alone (the browser is not logged in). */
  learner: Learner;
  /** The same fresh learner, already logged in (as the login form does it: see logInDirectly). */
  loggedInLearner: Learner;
  /** A suffix no other test (nor the other worker, nor an earlier run) uses, for names and urls. */
  tag: string;
  arranged: Arranged;
};

type Options = {
  /** The demo account the browser logs in as before the test (see logInDirectly; null: none). */
  signedInAs: keyof typeof DEMO | null;
  /** The administration section open when the test starts ("" for /administration; null: no page). */
  section: AdminSectionSlug | "" | null;
};

// The fixture callbacks' second argument is named `provide`, not `use`:
// eslint's React hooks rule takes any `use(...)` call for React's hook.
export const test = base.extend<Fixtures & Options & { signedIn: void }>({
  learner: async ({ request }, provide) => {
    await provide(await registerLearner(request));
  },
  loggedInLearner: async ({ page, learner }, provide) => {
    await logInDirectly(page, learner.login, learner.password);
    await provide(learner);
  },
  tag: async ({}, provide) => {
    await provide(unique());
  },
  arranged: async ({ request, tag }, provide) => {
    const token = await adminToken(request);
    const created: Array<{ resource: Resource; id: number }> = [];
    const create = async <T extends { id: number }>(resource: Resource, data: object): Promise<T> => {
      const record = await apiCreate<T>(request, token, resource, data);
      created.push({ resource, id: record.id });
      return record;
    };
    await provide({
      create,
      word: (name, ru, transcription) =>
        create("words", { en: `${name} ${tag}`, ru, transcription, url: `${name}-${tag}` }),
    });
    // Newest first: a unit goes before the words it holds. A record the test deleted answers 404.
    for (const { resource, id } of created.reverse()) {
      await request.delete(`${API}/${resource}/${id}`, { headers: { "X-Session-Token": token } });
    }
  },
  // next-intl logs MISSING_MESSAGE and shows the key when a client component's area was not given to it.
  messagesGiven: [
    async ({ context }, provide) => {
      const missing: string[] = [];
      context.on("console", (message) => {
        if (message.text().includes("MISSING_MESSAGE")) missing.push(message.text());
      });
      await provide();
      expect(missing, "messages missing on the client").toEqual([]);
    },
    { auto: true },
  ],
  signedInAs: [null, { option: true }],
  section: [null, { option: true }],
  // "Signed in as X on section Y": set with test.use({ signedInAs: "admin", section: "words" }).
  signedIn: [
    async ({ page, signedInAs, section }, provide) => {
      if (signedInAs) await logInDirectly(page, DEMO[signedInAs].login, DEMO[signedInAs].password);
      if (section !== null) await page.goto(section ? `/administration/${section}` : "/administration");
      await provide();
    },
    { auto: true },
  ],
});

export { expect };
