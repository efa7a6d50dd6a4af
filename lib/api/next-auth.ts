import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authorizeCall } from "./authorize-call";
import { signInRoutes } from "./routes/auth";
import { AppError, parseInput } from "@/lib/errors";
import { logIn, register } from "@/lib/services/access/accounts";
import { revokeSessionByToken, SESSION_ABSOLUTE_MS } from "@/lib/services/access/sessions";
import { encodeAuthFailure } from "@/lib/auth/auth-error";
import { localizeFailure } from "@/lib/i18n/server-messages";
import { clientAddress } from "@/lib/auth/client-address";
import { cookieReaderOf, principalFromCookies } from "@/lib/auth/current";
import { getAuthSecret } from "@/lib/auth/secret";
import { loginInput } from "@/lib/validation/auth";
import { LOCALE_COOKIE, type Locale, localeOrDefault } from "@/lib/i18n/locales";
import { setLocaleCookie } from "@/lib/i18n/locale-cookie";

declare module "next-auth/jwt" {
  interface JWT {
    /** The opaque token of the server-side session row this cookie stands for. */
    sessionToken?: string;
  }
}

declare module "next-auth" {
  interface User {
    sessionToken?: string;
    /** The account's interface language, for the browser's cookie. */
    locale?: Locale;
  }
}

// A person at the form needs to know why, not that they are "not logged in".
const CLOSED = {
  login: "Logging in is closed on this site",
  register: "Registration is closed on this site: please ask an administrator for an account",
} as const;

/**
 * The browser signs in through next-auth's Credentials provider; its
 * encrypted JWT cookie only carries the token of a server-side session row,
 * which every request checks, so revocation is immediate.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: "jwt", maxAge: SESSION_ABSOLUTE_MS / 1000 },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      CredentialsProvider({
        id: "credentials",
        name: "Practice",
        credentials: {
          mode: { type: "text" },
          login: { type: "text" },
          email: { type: "email" },
          password: { type: "password" },
          confirmPassword: { type: "password" },
        },
        async authorize(credentials, request) {
          const headers = request?.headers ?? {};
          const address = clientAddress(headers);
          const mode = credentials?.mode === "register" ? "register" : "login";
          try {
            // The form is the REST call POST auth/login or auth/register: the same endpoint rules apply.
            const cookieJar = cookieReaderOf(headers.cookie);
            const principal = await principalFromCookies(cookieJar);
            await authorizeCall(principal, signInRoutes[mode]).catch((error: unknown) => {
              if (error instanceof AppError && (error.status === 401 || error.status === 403)) {
                throw new AppError(error.status, CLOSED[mode]);
              }
              throw error;
            });
            const signedIn =
              mode === "register"
                ? // A guest who chose a language before registering keeps it in the new account.
                  await register(credentials, {
                    address,
                    locale: localeOrDefault(cookieJar.get(LOCALE_COOKIE)?.value),
                  })
                : await logIn(parseInput(loginInput, credentials, "isValid"), { address });
            return {
              id: String(signedIn.userId),
              name: signedIn.login,
              email: signedIn.email,
              sessionToken: signedIn.token,
              locale: signedIn.locale,
            };
          } catch (error) {
            if (error instanceof AppError) {
              throw new Error(
                encodeAuthFailure(
                  // The form shows them: in the language the browser chose, like a server action's.
                  localizeFailure(
                    { status: error.status, message: error.message, fields: error.fields },
                    localeOrDefault(cookieReaderOf(headers.cookie).get(LOCALE_COOKIE)?.value),
                  ),
                ),
              );
            }
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user?.sessionToken) token.sessionToken = user.sessionToken;
        return token;
      },
      // The browser learns who it is from our own pages; the token stays in the cookie.
      session({ session }) {
        return session;
      },
    },
    events: {
      // The account's choice follows the learner to any browser they log in from: the cookie
      // goes out with next-auth's answer that sets the session cookie.
      async signIn({ user }) {
        if (user.locale) await setLocaleCookie(user.locale);
      },
      async signOut({ token }) {
        if (token?.sessionToken) await revokeSessionByToken({ token: token.sessionToken });
      },
    },
  };
}
