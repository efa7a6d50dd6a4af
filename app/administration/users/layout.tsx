import { getTranslations } from "next-intl/server";
import { sectionLayout } from "@/components/admin/section-layout";
import { ClientMessages } from "@/components/layout/client-messages";
import { pageListItems } from "@/lib/admin/list-source";
import { findUser, findUsers } from "./actions";
import { USER_LIST } from "./list";

// Users are created by registration and never deleted here: the list has no add button.
export default async function UsersLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("adminAccess.users");
  const Section = sectionLayout({
    section: "users",
    noun: t("noun"),
    title: t("title"),
    failureToast: t("failureToast"),
    ratio: "4/8",
    firstPage: () => pageListItems(USER_LIST, {}),
    server: { fetchPage: findUsers, fetchItem: findUser },
  });
  return <ClientMessages namespaces={["adminAccess"]}>{await Section({ children })}</ClientMessages>;
}
