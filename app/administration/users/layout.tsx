import { SectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-sources";
import { findListItemAction, findListItemsAction } from "../list-actions";

/** Users are created by registration and never deleted here: the list has no add button. */
export default function UsersLayout({ children }: { children: React.ReactNode }) {
  return (
    <SectionLayout
      section="users"
      title="List of users"
      failureToast="Can not fetch users"
      ratio="4/8"
      origin={{
        loadPage: () => pageListItems("users", {}),
        fetchPage: findListItemsAction.bind(null, "users"),
        fetchItem: findListItemAction.bind(null, "users"),
      }}
    >
      {children}
    </SectionLayout>
  );
}
