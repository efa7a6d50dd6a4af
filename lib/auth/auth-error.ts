import type { FieldErrors } from "@/lib/errors";

/**
 * next-auth passes only a string from `authorize` to the browser, so the
 * service error travels as JSON in it.
 */
export type AuthFailure = { status: number; message: string; fields?: FieldErrors };

export function encodeAuthFailure(failure: AuthFailure): string {
  return JSON.stringify(failure);
}

export function decodeAuthFailure(text: string | null | undefined): AuthFailure {
  try {
    const parsed = JSON.parse(text ?? "") as Partial<AuthFailure>;
    if (typeof parsed.status === "number" && typeof parsed.message === "string") return parsed as AuthFailure;
  } catch {
    // Not one of ours (for example next-auth's own "CredentialsSignin").
  }
  return { status: 0, message: "Something went wrong" };
}
