import { test as base } from "@playwright/test";
import type { AdminSectionSlug } from "../../../lib/admin/sections";
import { DEMO, type Learner, logIn, registerLearner } from "./accounts";

type Fixtures = {
  /** A learner registered through the REST API for this test alone (the browser is not logged in). */
  learner: Learner;
  /** The same fresh learner, already logged in through the login form. */
  loggedInLearner: Learner;
};

type Options = {
  /** The demo account the browser logs in as, through the login form, before the test (null: none). */
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
    await logIn(page, learner.login, learner.password);
    await provide(learner);
  },
  signedInAs: [null, { option: true }],
  section: [null, { option: true }],
  // "Signed in as X on section Y": set with test.use({ signedInAs: "admin", section: "words" }).
  signedIn: [
    async ({ page, signedInAs, section }, provide) => {
      if (signedInAs) await logIn(page, DEMO[signedInAs].login, DEMO[signedInAs].password);
      if (section !== null) await page.goto(section ? `/administration/${section}` : "/administration");
      await provide();
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
