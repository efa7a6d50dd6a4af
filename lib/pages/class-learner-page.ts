import "server-only";
import type { Principal } from "@/lib/domain/principal";
import { taughtMember } from "@/lib/services/teaching/oversight";
import { teacherPage } from "./class-pages";

/**
 * A class learner's statistics page: the class's teacher (or an administrator),
 * and the login a member of the class (403 otherwise, 404 for an unknown class).
 */
export async function classLearnerPage(
  id: string,
  rawLogin: string,
): Promise<{ principal: Principal; login: string; base: string; progress: string }> {
  const login = decodeURIComponent(rawLogin);
  const progress = `/classes/${encodeURIComponent(id)}/progress`;
  const base = `/classes/${encodeURIComponent(id)}/learners/${encodeURIComponent(login)}/statistics`;
  const { principal, data } = await teacherPage(id, base, (caller, classId) =>
    taughtMember(caller, classId, login),
  );
  return { principal, login: data, base, progress };
}
