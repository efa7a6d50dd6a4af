import "server-only";
import { forbidden, redirect } from "next/navigation";
import { getPagePrincipal } from "@/lib/auth/current";
import type { Principal } from "@/lib/domain/principal";
import { type AdminSectionSlug, reachableSections } from "./sections";

/** Every section page checks again: the menu hiding a section is not protection. */
export async function requireSection(section: AdminSectionSlug): Promise<Principal> {
  const principal = await getPagePrincipal();
  if (!principal) redirect(`/login?callbackUrl=${encodeURIComponent(`/administration/${section}`)}`);
  if (!(await reachableSections(principal)).includes(section)) forbidden();
  return principal;
}
