/** Only paths of this site: an absolute or protocol-relative URL could send a user elsewhere. */
export function safeCallbackPath(value: string | string[] | undefined | null): string {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
  return path;
}
