import { getTranslations } from "next-intl/server";
import type { AdminSectionSlug } from "@/lib/admin/sections";

type SectionTranslator = Awaited<
  ReturnType<
    typeof getTranslations<
      | "admin.words"
      | "admin.phrases"
      | "admin.units"
      | "adminAccess.users"
      | "adminAccess.scopes"
      | "adminAccess.endpoints"
    >
  >
>;

/**
 * Every section's namespace names its list's texts with the same keys, read
 * below. Each namespace is spelled in its own getTranslations call, which is
 * also how the catalogue test sees those keys as read.
 */
const TRANSLATIONS: Record<AdminSectionSlug, () => Promise<SectionTranslator>> = {
  words: () => getTranslations("admin.words"),
  phrases: () => getTranslations("admin.phrases"),
  units: () => getTranslations("admin.units"),
  users: () => getTranslations("adminAccess.users"),
  scopes: () => getTranslations("adminAccess.scopes"),
  endpoints: () => getTranslations("adminAccess.endpoints"),
};

/** The section's list: its heading, add button (none for users, who come from registration) and failure toast. */
export async function sectionListTexts(section: AdminSectionSlug) {
  const t = await TRANSLATIONS[section]();
  return {
    noun: t("noun"),
    title: t("title"),
    addLabel: t.has("add") ? t("add") : undefined,
    failureToast: t("failureToast"),
  };
}

/** The CSV import dialog's heading and description, for the sections that import (words, phrases, units). */
export async function sectionCsvTexts(section: AdminSectionSlug) {
  const t = await TRANSLATIONS[section]();
  return { title: t("csvTitle"), description: t("csvDescription") };
}

/** The section's page before a record is chosen: what to do, and (in some sections) what more there is. */
export async function sectionIndexTexts(section: AdminSectionSlug) {
  const t = await TRANSLATIONS[section]();
  return { select: t("index.select"), more: t.has("index.more") ? t("index.more") : undefined };
}
