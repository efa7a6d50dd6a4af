import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { AppError } from "@/lib/errors";
import { logIn, register } from "@/lib/services/accounts";
import { revokeSessionByToken, SESSION_ABSOLUTE_MS } from "@/lib/services/sessions";
import { encodeAuthFailure } from "./auth-error";
import { clientAddress } from "./client-address";
import { getAuthSecret } from "./secret";

declare module "next-auth/jwt" {
  interface JWT {
    /** The opaque token of the server-side session row this cookie stands for. */
    sessionToken?: string;
  }
}

declare module "next-auth" {
  interface User {
    sessionToken?: string;
  }
}

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
          const address = clientAddress(request?.headers ?? {});
          try {
            const signedIn =
              credentials?.mode === "register"
                ? await register(credentials, { address })
                : await logIn(credentials, { address });
            return {
              id: String(signedIn.userId),
              name: signedIn.login,
              email: signedIn.email,
              sessionToken: signedIn.token,
            };
          } catch (error) {
            if (error instanceof AppError) {
              throw new Error(
                encodeAuthFailure({ status: error.status, message: error.message, fields: error.fields }),
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
      async signOut({ token }) {
        if (token?.sessionToken) await revokeSessionByToken({ token: token.sessionToken });
      },
    },
  };
}
