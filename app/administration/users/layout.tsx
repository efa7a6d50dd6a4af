import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUser, findUsers } from "./actions";
import { USER_LIST } from "./list";

// Users are created by registration and never deleted here: the list has no add button.
export default sectionLayout({
  section: "users",
  noun: "user",
  title: "List of users",
  failureToast: "Can not fetch users",
  ratio: "4/8",
  firstPage: () => pageListItems(USER_LIST, {}),
  server: { fetchPage: findUsers, fetchItem: findUser },
});
