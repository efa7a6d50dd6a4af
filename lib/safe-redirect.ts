// The page does not know the origin it is served from, and need not: what matters is that the
// parsed value keeps whatever origin it is resolved against. `.invalid` can never be a real host.
const BASE = "http://practice.invalid";
const BASE_ORIGIN = new URL(BASE).origin;

// Browsers drop TAB, CR and LF from a URL before following it ("/\t/evil.example" becomes
// "//evil.example") and read "\" as "/"; the other C0, DEL, C1 and the Unicode line and paragraph
// separators have no business in a path either. A value holding any of them is refused outright.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/;

function sameOriginPath(value: string): string | null {
  // A path of this site starts with "/": anything else (" /x", "units", "https:…") is refused
  // rather than guessed at.
  if (!value.startsWith("/") || UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE_ORIGIN) return null;
  // Dot segments can collapse into a protocol-relative path ("/..//evil.example" → "//evil.example").
  if (url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, which brings the user back to `path` (a path of this site) once logged in. */
export function loginHref(path: string): string {
  return `/login?callbackUrl=${encodeURIComponent(path)}`;
}

/**
 * Where to go after logging in or registering: a path of this site, or "/". The answer is the parsed
 * and re-serialized path, not the raw value, so the browser cannot read it differently than we did.
 */
export function safeCallbackPath(value: string | string[] | undefined | null): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== "string") return "/";
  return sameOriginPath(raw) ?? "/";
}
