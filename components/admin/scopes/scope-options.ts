import type { Loaded } from "@/lib/pages/page-data";
import type { ScopeDto } from "@/lib/types/access";

/** What a scopes checklist offers, and why the list of every scope could not be loaded. */
export type ScopeChoices = { options: ScopeDto[]; loadError?: string };

/**
 * The options of a scopes checklist: every scope, plus the held ones in case
 * the full list could not be loaded (so the view still shows what is held).
 */
export function scopeChoices(all: Loaded<ScopeDto[]>, held: ScopeDto[]): ScopeChoices {
  const every = all.ok ? all.data : [];
  const known = new Set(every.map((scope) => scope.value));
  const options = [...every, ...held.filter((scope) => !known.has(scope.value))];
  return all.ok ? { options } : { options, loadError: all.message };
}
