import { z } from "zod";
import { changePassword, getAccount, logIn, register, updateAccount } from "@/lib/services/access/accounts";
import { revokeSession } from "@/lib/services/access/sessions";
import { getPracticeSettings, savePracticeSettings } from "@/lib/services/learning/practice-settings";
import { accountInput, changePasswordInput, loginInput, registerInput } from "@/lib/validation/auth";
import { accountOutput, checkOutput, savedOutput, signedInOutput } from "@/lib/validation/outputs";
import { practiceSettingsInput, practiceSettingsOutput } from "@/lib/validation/practice";
import { type ApiRoute, defineRoute, ok, saved, signedIn } from "../define";
import { answers, WRITE_ERRORS } from "./docs";

const tag = "Auth";
const loggedOut = z.object({ loggedOut: z.literal(true) });

async function logOut({ principal }: { principal: Parameters<typeof signedIn>[0] }) {
  await revokeSession({ sessionId: signedIn(principal).sessionId });
  return ok({ loggedOut: true });
}

export const signInRoutes = {
  login: defineRoute({
    method: "POST",
    path: "/auth/login",
    access: "public",
    tag,
    summary: "Log in; answers a session token for the X-Session-Token header",
    body: loginInput,
    validityFlag: "isValid",
    responses: answers(
      { 200: { description: "Logged in", schema: signedInOutput } },
      [400, 401, 413, 415, 422, 429],
      "isValid",
    ),
    async handle({ body, address }) {
      const { login, email, token } = await logIn(body, { address });
      return ok({ isValid: true, login, email, token });
    },
  }),
  register: defineRoute({
    method: "POST",
    path: "/auth/register",
    access: "public",
    tag,
    summary: "Register a learner account (scope `user`) and log it in",
    rawBody: registerInput,
    responses: answers(
      { 201: { description: "Registered and logged in", schema: signedInOutput } },
      [400, 413, 415, 422, 429],
      "isValid",
    ),
    async handle({ body, address }) {
      const { login, email, token } = await register(body, { address });
      return ok({ isValid: true, login, email, token }, 201);
    },
  }),
};

const sessionRoutes: ApiRoute[] = [
  {
    method: "GET",
    path: "/auth/check",
    access: "user",
    tag,
    summary: "Who the session belongs to",
    responses: answers({ 200: { description: "The session is valid", schema: checkOutput } }, [401]),
    async handle({ principal }) {
      const { login, email, scopes } = signedIn(principal);
      return ok({ login, email, scopes });
    },
  },
  {
    method: "GET",
    path: "/auth/logout",
    access: "user",
    tokenOnly: true,
    tag,
    summary: "Revoke the session named by X-Session-Token (browsers log out with POST)",
    responses: answers({ 200: { description: "Logged out", schema: loggedOut } }, [401]),
    handle: logOut,
  },
  {
    method: "POST",
    path: "/auth/logout",
    access: "user",
    tag,
    summary: "Revoke the caller's session",
    responses: answers({ 200: { description: "Logged out", schema: loggedOut } }, [401, 403]),
    handle: logOut,
  },
];

export const accountRoutes = {
  read: defineRoute({
    method: "GET",
    path: "/auth/personal-account",
    access: "user",
    tag,
    summary: "The caller's login and email",
    responses: answers({ 200: { description: "The account", schema: accountOutput } }, [401]),
    async handle({ principal }) {
      return ok(await getAccount(signedIn(principal)));
    },
  }),
  update: defineRoute({
    method: "PUT",
    path: "/auth/personal-account",
    access: "user",
    tag,
    summary: "Change the caller's login and email",
    body: accountInput,
    responses: answers({ 200: { description: "Saved", schema: savedOutput(accountOutput) } }, WRITE_ERRORS),
    async handle({ principal, body }) {
      return saved(await updateAccount(signedIn(principal), body), 200);
    },
  }),
  readPractice: defineRoute({
    method: "GET",
    path: "/auth/practice-settings",
    access: "user",
    tag,
    summary: "The caller's practice settings: the daily goal in answers",
    responses: answers({ 200: { description: "The settings", schema: practiceSettingsOutput } }, [401]),
    async handle({ principal }) {
      return ok(await getPracticeSettings(signedIn(principal)));
    },
  }),
  updatePractice: defineRoute({
    method: "PUT",
    path: "/auth/practice-settings",
    access: "user",
    tag,
    summary: "Change the caller's practice settings",
    body: practiceSettingsInput,
    responses: answers(
      { 200: { description: "Saved", schema: savedOutput(practiceSettingsOutput) } },
      WRITE_ERRORS,
    ),
    async handle({ principal, body }) {
      return saved(await savePracticeSettings(signedIn(principal), body), 200);
    },
  }),
  changePassword: defineRoute({
    method: "PUT",
    path: "/auth/change-password",
    access: "user",
    tag,
    summary:
      "Change the caller's password (the current one is asked again, under the login limits); every other session of the user ends",
    body: changePasswordInput,
    responses: answers({ 200: { description: "Changed", schema: z.object({ valid: z.literal(true) }) } }, [
      ...WRITE_ERRORS,
      429,
    ]),
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
