"use server";

import { revalidatePath } from "next/cache";
import { actionFailure, requirePrincipal, runAction } from "@/lib/api/run-action";
import { accountRoutes } from "@/lib/api/routes/auth";
import { getPagePrincipal } from "@/lib/auth/current";
import { AppError, parseInput } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/locales";
import { setLocaleCookie } from "@/lib/i18n/locale-cookie";
import { saveAccountLocale } from "@/lib/services/access/accounts";
import type { ActionResult } from "@/lib/types/action-result";
import { localeInput } from "@/lib/validation/auth";

/**
 * The language switch. Signed in, it is PUT auth/personal-account with only
 * the locale, under that route's authorization; a guest's choice touches no
 * data, only this browser's cookie. Either way every page renders anew.
 */
export async function chooseLocaleAction(input: unknown): Promise<ActionResult<{ locale: Locale }>> {
  const result = (await getPagePrincipal())
    ? await runAction(accountRoutes.update, async (principal) => {
        const { locale } = parseInput(localeInput, input);
        await saveAccountLocale(requirePrincipal(principal), locale);
        return { locale };
      })
    : await guestChoice(input);
  if (result.ok) {
    await setLocaleCookie(result.data.locale);
    revalidatePath("/", "layout");
  }
  return result;
}

async function guestChoice(input: unknown): Promise<ActionResult<{ locale: Locale }>> {
  try {
    return { ok: true, data: parseInput(localeInput, input) };
  } catch (error) {
    if (error instanceof AppError) return actionFailure(error);
    throw error;
  }
}
