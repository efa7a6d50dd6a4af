import { z } from "zod";
import { changePassword, getAccount, logIn, register, updateAccount } from "@/lib/services/access/accounts";
import { revokeSession } from "@/lib/services/access/sessions";
import { getPracticeSettings, savePracticeSettings } from "@/lib/services/learning/practice-settings";
import { accountInput, changePasswordInput, loginInput, registerInput } from "@/lib/validation/auth";
import { accountOutput, checkOutput, savedOutput, signedInOutput } from "@/lib/validation/outputs";
import { practiceSettingsInput, practiceSettingsOutput } from "@/lib/validation/practice";
import { type ApiRoute, ok, routeGroup, saved, signedIn } from "../define";
import { answers, WRITE_ERRORS } from "./docs";

const authRoute = routeGroup({ tag: "Auth", access: "user" });
const loggedOut = z.object({ loggedOut: z.literal(true) });

async function logOut({ principal }: { principal: Parameters<typeof signedIn>[0] }) {
  await revokeSession({ sessionId: signedIn(principal).sessionId });
  return ok({ loggedOut: true });
}

export const signInRoutes = {
  login: authRoute.post("/auth/login", {
    access: "public",
    summary: "Log in; answers a session token for the X-Session-Token header",
    body: loginInput,
    validityFlag: "isValid",
    responses: answers(200, "Logged in", signedInOutput, [400, 401, 413, 415, 422, 429], "isValid"),
    async handle({ body, address }) {
      const { login, email, token } = await logIn(body, { address });
      return ok({ isValid: true, login, email, token });
    },
  }),
  register: authRoute.post("/auth/register", {
    access: "public",
    summary: "Register a learner account (scope `user`) and log it in",
    rawBody: registerInput,
    responses: answers(201, "Registered and logged in", signedInOutput, [400, 413, 415, 422, 429], "isValid"),
    async handle({ body, address }) {
      const { login, email, token } = await register(body, { address });
      return ok({ isValid: true, login, email, token }, 201);
    },
  }),
};

const sessionRoutes: ApiRoute[] = [
  authRoute.get("/auth/check", {
    summary: "Who the session belongs to",
    responses: answers(200, "The session is valid", checkOutput, [401]),
    async handle({ principal }) {
      const { login, email, scopes } = signedIn(principal);
      return ok({ login, email, scopes });
    },
  }),
  authRoute.get("/auth/logout", {
    tokenOnly: true,
    summary: "Revoke the session named by X-Session-Token (browsers log out with POST)",
    responses: answers(200, "Logged out", loggedOut, [401]),
    handle: logOut,
  }),
  authRoute.post("/auth/logout", {
    summary: "Revoke the caller's session",
    responses: answers(200, "Logged out", loggedOut, [401, 403]),
    handle: logOut,
  }),
];

export const accountRoutes = {
  read: authRoute.get("/auth/personal-account", {
    summary: "The caller's login and email",
    responses: answers(200, "The account", accountOutput, [401]),
    handle: async ({ principal }) => ok(await getAccount(signedIn(principal))),
  }),
  update: authRoute.put("/auth/personal-account", {
    summary: "Change the caller's login and email",
    body: accountInput,
    responses: answers(200, "Saved", savedOutput(accountOutput), WRITE_ERRORS),
    handle: async ({ principal, body }) => saved(await updateAccount(signedIn(principal), body), 200),
  }),
  readPractice: authRoute.get("/auth/practice-settings", {
    summary: "The caller's practice settings: the daily goal in answers",
    responses: answers(200, "The settings", practiceSettingsOutput, [401]),
    handle: async ({ principal }) => ok(await getPracticeSettings(signedIn(principal))),
  }),
  updatePractice: authRoute.put("/auth/practice-settings", {
    summary: "Change the caller's practice settings",
    body: practiceSettingsInput,
    responses: answers(200, "Saved", savedOutput(practiceSettingsOutput), WRITE_ERRORS),
    handle: async ({ principal, body }) => saved(await savePracticeSettings(signedIn(principal), body), 200),
  }),
  changePassword: authRoute.put("/auth/change-password", {
    summary:
      "Change the caller's password (the current one is asked again, under the login limits); every other session of the user ends",
    body: changePasswordInput,
    responses: answers(200, "Changed", z.object({ valid: z.literal(true) }), [...WRITE_ERRORS, 429]),
    async handle({ principal, body, address }) {
      await changePassword(signedIn(principal), body, { address });
      return ok({ valid: true });
    },
  }),
};

export const authRouteList: ApiRoute[] = [
  signInRoutes.login,
  signInRoutes.register,
  ...sessionRoutes,
  ...Object.values(accountRoutes),
];
