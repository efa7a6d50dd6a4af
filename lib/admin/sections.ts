import "server-only";
import { canCall } from "@/lib/api/authorize-call";
import type { Principal } from "@/lib/domain/principal";

/** The administration menu, in the spec's order; each section is reached through its save call. */
export const ADMIN_SECTIONS = [
  { slug: "units", label: "Units", call: "/units" },
  { slug: "words", label: "Words", call: "/words" },
  { slug: "phrases", label: "Phrases", call: "/phrases" },
  { slug: "scopes", label: "Scopes", call: "/scopes" },
  { slug: "endpoints", label: "Endpoints", call: "/endpoints" },
  { slug: "users", label: "Users", call: "/users" },
] as const;

export type AdminSectionSlug = (typeof ADMIN_SECTIONS)[number]["slug"];

/** The sections whose save call the caller may make: an editor sees the content sections only. */
export async function reachableSections(principal: Principal | null): Promise<AdminSectionSlug[]> {
  const checks = await Promise.all(
    ADMIN_SECTIONS.map(async (section) =>
      (await canCall(principal, { method: "PUT", path: section.call })) ? section.slug : null,
    ),
  );
  return checks.filter((slug): slug is AdminSectionSlug => slug !== null);
}
