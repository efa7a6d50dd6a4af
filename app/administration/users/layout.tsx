import type { ReactNode } from "react";
import { SectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUser, findUsers } from "./actions";
import { USER_LIST } from "./list";

// Users are created by registration and never deleted here: the list has no add button.
export default function UsersLayout({ children }: { children: ReactNode }) {
  return (
    <SectionLayout
      section="users"
      title="List of users"
      failureToast="Can not fetch users"
      ratio="4/8"
      origin={{ loadPage: () => pageListItems(USER_LIST, {}), fetchPage: findUsers, fetchItem: findUser }}
    >
      {children}
    </SectionLayout>
  );
}
