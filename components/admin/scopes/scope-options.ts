import type { ScopeDto } from "@/lib/types/access";

/**
 * The options of a scopes checklist: every scope, plus the held ones in case
 * the full list could not be loaded (so the view still shows what is held).
 */
export function scopeOptions(all: ScopeDto[], held: ScopeDto[]): ScopeDto[] {
  const known = new Set(all.map((scope) => scope.value));
  return [...all, ...held.filter((scope) => !known.has(scope.value))];
}
