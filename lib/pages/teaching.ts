import "server-only";
import { cache } from "react";
import { canCall } from "@/lib/api/authorize-call";
import { classRoutes } from "@/lib/api/routes/classes";
import type { Principal } from "@/lib/domain/principal";

/**
 * Whether the caller may open classes: the authorization check of POST
 * classes (a teacher through the seeded endpoint row, an administrator),
 * judged once per request for the account menu and the Classes page alike.
 */
export const mayOpenClasses = cache((principal: Principal) => canCall(principal, classRoutes.create));
