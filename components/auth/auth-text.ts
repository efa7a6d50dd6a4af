/** The two forms of the auth page; their words are the `auth` namespace's `login` and `register`. */
export type AuthMode = "login" | "register";
