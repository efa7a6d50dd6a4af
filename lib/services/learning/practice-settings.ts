import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { Principal } from "@/lib/domain/principal";
import { AppError } from "@/lib/errors";
import type { PracticeSettings, PracticeSettingsInput } from "@/lib/validation/practice";

const settingsColumns = { dailyGoal: users.dailyGoal, newWordsPerDay: users.newWordsPerDay };

/** The caller's own practice settings. */
export async function getPracticeSettings(principal: Principal): Promise<PracticeSettings> {
  const db = await getDb();
  const [settings] = await db.select(settingsColumns).from(users).where(eq(users.id, principal.userId));
  if (!settings) throw AppError.unauthorized();
  return settings;
}

export async function savePracticeSettings(
  principal: Principal,
  values: PracticeSettingsInput,
): Promise<PracticeSettings> {
  if (values.dailyGoal === undefined && values.newWordsPerDay === undefined)
    return getPracticeSettings(principal);
  const db = await getDb();
  const [settings] = await db
    .update(users)
    .set({ dailyGoal: values.dailyGoal, newWordsPerDay: values.newWordsPerDay })
    .where(eq(users.id, principal.userId))
    .returning(settingsColumns);
  if (!settings) throw AppError.unauthorized();
  return settings;
}
