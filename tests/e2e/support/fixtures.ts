import { test as base } from "@playwright/test";
import { type Learner, logIn, registerLearner } from "./accounts";

type Fixtures = {
  /** A learner registered through the REST API for this test alone (the browser is not logged in). */
  learner: Learner;
  /** The same fresh learner, already logged in through the login form. */
  loggedInLearner: Learner;
};

// The fixture callback's second argument is named `provide`, not `use`:
// eslint's React hooks rule takes any `use(...)` call for React's hook.
export const test = base.extend<Fixtures>({
  learner: async ({ request }, provide) => {
    await provide(await registerLearner(request));
  },
  loggedInLearner: async ({ page, learner }, provide) => {
    await logIn(page, learner.login, learner.password);
    await provide(learner);
  },
});

export { expect } from "@playwright/test";
