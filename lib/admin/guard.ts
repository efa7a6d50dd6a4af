import "server-only";
import { forbidden } from "next/navigation";
import { getPagePrincipalOrLogin } from "@/lib/auth/current";
import type { Principal } from "@/lib/domain/principal";
import { type AdminSectionSlug, reachableSections } from "./sections";

/** Every section page checks again: the menu hiding a section is not protection. */
export async function requireSection(section: AdminSectionSlug): Promise<Principal> {
  const principal = await getPagePrincipalOrLogin(`/administration/${section}`);
  if (!(await reachableSections(principal)).includes(section)) forbidden();
  return principal;
}
