import "server-only";
import { forbidden, notFound } from "next/navigation";
import { getPagePrincipalOrLogin } from "@/lib/auth/current";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import { classIdOf } from "@/lib/services/teaching/ownership";

/**
 * A class page's reads through the class's services, which admit its teacher
 * or an administrator: signed out goes to sign-in, 404 is the page's 404 and
 * 403 its forbidden page.
 */
export async function teacherPage<T>(
  key: string,
  path: string,
  read: (principal: Principal, classId: number) => Promise<T>,
): Promise<{ principal: Principal; classId: number; data: T }> {
  const principal = await getPagePrincipalOrLogin(path);
  try {
    const classId = classIdOf(key);
    return { principal, classId, data: await read(principal, classId) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    if (error instanceof AppError && error.status === 403) forbidden();
    throw error;
  }
}
