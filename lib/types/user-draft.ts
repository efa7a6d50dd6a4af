import type { UserDto } from "./access";

/** What the user form edits and saves: login names the user; scopes are values. */
export type UserDraft = { login: string; email: string; scopes: string[] };

export function userDraftOf(user: UserDto): UserDraft {
  return { login: user.login, email: user.email, scopes: user.scopes.map((scope) => scope.value) };
}
