import { sectionLayout } from "@/components/admin/section-layout";
import { pageListItems } from "@/lib/admin/list-source";
import { findUser, findUsers } from "./actions";
import { USER_LIST } from "./list";

// Users are created by registration and never deleted here: their namespace has no add button's text.
export default sectionLayout({
  section: "users",
  ratio: "4/8",
  firstPage: () => pageListItems(USER_LIST, {}),
  server: { fetchPage: findUsers, fetchItem: findUser },
  clientMessages: ["adminAccess"],
});
