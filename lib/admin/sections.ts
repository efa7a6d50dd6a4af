import "server-only";
import { canCall } from "@/lib/api/authorize-call";
import { endpointRoutes, scopeRoutes, userRoutes } from "@/lib/api/routes/access";
import { phraseRoutes, unitRoutes, wordRoutes } from "@/lib/api/routes/content";
import type { Principal } from "@/lib/domain/principal";

/**
 * The administration menu, in the spec's order; each section is reached
 * through its save call. Their labels are the catalogue's (admin.sections).
 */
export const ADMIN_SECTIONS = [
  { slug: "units", call: unitRoutes.update },
  { slug: "words", call: wordRoutes.update },
  { slug: "phrases", call: phraseRoutes.update },
  { slug: "scopes", call: scopeRoutes.update },
  { slug: "endpoints", call: endpointRoutes.update },
  { slug: "users", call: userRoutes.update },
] as const;

export type AdminSectionSlug = (typeof ADMIN_SECTIONS)[number]["slug"];

/** The sections whose save call the caller may make: an editor sees the content sections only. */
export async function reachableSections(principal: Principal | null): Promise<AdminSectionSlug[]> {
  const checks = await Promise.all(
    ADMIN_SECTIONS.map(async (section) => ((await canCall(principal, section.call)) ? section.slug : null)),
  );
  return checks.filter((slug): slug is AdminSectionSlug => slug !== null);
}
