import { randomBytes } from "node:crypto";
import type { Principal } from "@/lib/domain/principal";
import { register, type SignedIn } from "@/lib/services/access/accounts";
import { resolveSession } from "@/lib/services/access/sessions";
import { logIn } from "./services";

/** The client address every test login comes from unless a test needs another. */
export const LOCAL = { address: "127.0.0.1" };

/** The documented development passwords of the seeded accounts. */
export const DEMO_PASSWORDS = {
  admin: "practice-admin",
  editor: "practice-editor",
  learner: "practice-learner",
} as const;

export type DemoLogin = keyof typeof DEMO_PASSWORDS;

export async function principalOf(token: string): Promise<Principal> {
  const principal = await resolveSession({ token });
  if (!principal) throw new Error("The session token did not resolve");
  return principal;
}

/** Logs a seeded account in and resolves its session, as a request would. */
export async function logInAs(login: DemoLogin): Promise<Principal> {
  const signedIn = await logIn({ login, password: DEMO_PASSWORDS[login] }, LOCAL);
  return principalOf(signedIn.token);
}

export type NewLearner = SignedIn & { password: string; principal: Principal };

/** Registers a fresh learner with a unique login (the `user` scope only). */
export async function registerLearner(prefix = "learner"): Promise<NewLearner> {
  const login = `${prefix}-${randomBytes(4).toString("hex")}`;
  const password = `secret-${randomBytes(6).toString("hex")}`;
  const signedIn = await register(
    { login, email: `${login}@example.com`, password, confirmPassword: password },
    LOCAL,
  );
  return { ...signedIn, password, principal: await principalOf(signedIn.token) };
}

let admin: Promise<Principal> | undefined;

/** The demo administrator, signed in once per test file (whose deletes keep undo batches). */
export const adminPrincipal = (): Promise<Principal> => (admin ??= logInAs("admin"));
